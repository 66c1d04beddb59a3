import EaselIR
import SwiftSyntax

// Images of the project's asset catalogs. A symbol set's image (`Image("fountain")`,
// `Image(.fountain)`, `Image.fountain`, `Label("Yard", image: "fountain")`) is a custom symbol,
// which SwiftUI sizes and tints as it does an SF Symbol: the IR names it `customSymbol`, where a
// system symbol is `systemName` or `systemImage`. An image set's image (`Image("photo")`) keeps
// its `name` and gains its size in points (`naturalWidth`, `naturalHeight`), which the layout
// takes as the image's own.
extension Interpreter {
    /// Marks what `node` names of the catalogs: a name written out, or a member Xcode generates
    /// (`.fountainFill`, `ImageResource.photo`).
    func markAssetImage(_ node: inout NodeValue) {
        // Every view made passes here: one test of a stored flag when the project has no images.
        guard assets.hasImages else { return }
        let key = node.kind == "Image" ? "name" : "image"
        guard let i = node.arguments.firstIndex(where: { $0.name == key }) else { return }
        let written: String?, member: String?
        switch node.arguments[i].value {
        case .string(let name): (written, member) = (name, nil)
        case .symbol(let m) where m.type == nil || m.type == "ImageResource": (written, member) = (nil, m.name)
        default: return
        }
        let symbols = assets.symbols, bitmaps = assets.bitmaps
        if let name = written.flatMap({ symbols.contains($0) ? $0 : nil }) ?? member.flatMap(symbols.setName(ofGeneratedMember:)) {
            node.arguments[i] = ("customSymbol", .string(name))
        } else if key == "name", let name = written.flatMap({ bitmaps.contains($0) ? $0 : nil }) ?? member.flatMap(bitmaps.setName(ofGeneratedMember:)),
                  let bitmap = bitmaps.bitmaps[name] {
            node.arguments[i] = ("name", .string(name))
            node.arguments += [("naturalWidth", .double(bitmap.width)), ("naturalHeight", .double(bitmap.height))]
        }
    }

    /// `Image.fountain`, `ImageResource.photo`: the member Xcode generates for a symbol or image
    /// set — the image, or the resource's name; nil when no set has that member.
    func generatedAssetImage(_ member: String, of typeName: String, at node: some SyntaxProtocol) -> Value? {
        guard assets.hasImages, typeName == "Image" || typeName == "ImageResource",
              let name = assets.symbols.setName(ofGeneratedMember: member) ?? assets.bitmaps.setName(ofGeneratedMember: member) else { return nil }
        if typeName == "ImageResource" { return .string(name) }
        var image = NodeValue(kind: "Image", origin: .sdk, arguments: [("name", .string(name))], children: [], modifiers: [],
                              range: program.range(of: node))
        markAssetImage(&image)
        return .node(image)
    }
}
