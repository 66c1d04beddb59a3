import EaselIR
import SwiftSyntax

// Images of the project's asset catalogs. A symbol set's image (`Image("fountain")`,
// `Image(.fountain)`, `Image.fountain`, `Label("Yard", image: "fountain")`) is a custom symbol,
// which SwiftUI sizes and tints as it does an SF Symbol: the IR names it `customSymbol`, where a
// system symbol is `systemName` or `systemImage`.
extension Interpreter {
    /// The argument of `node` that names an asset image, when it names a symbol set, renamed
    /// `customSymbol`: a name written out, or a member Xcode generates (`.fountainFill`).
    func markCustomSymbol(_ node: inout NodeValue) {
        // Every view made passes here: one test of a stored flag when the project has no symbols.
        guard !customSymbols.isEmpty else { return }
        let symbols = customSymbols
        let key = node.kind == "Image" ? "name" : "image"
        guard let i = node.arguments.firstIndex(where: { $0.name == key }) else { return }
        let name: String?
        switch node.arguments[i].value {
        case .string(let written): name = symbols.contains(written) ? written : nil
        case .symbol(let member) where member.type == nil || member.type == "ImageResource": name = symbols.setName(ofGeneratedMember: member.name)
        default: name = nil
        }
        if let name { node.arguments[i] = ("customSymbol", .string(name)) }
    }

    /// `Image.fountain`, `ImageResource.fountain`: the member Xcode generates for a symbol set —
    /// the image, or the resource's name; nil when no set has that member.
    func generatedAssetImage(_ member: String, of typeName: String, at node: some SyntaxProtocol) -> Value? {
        guard typeName == "Image" || typeName == "ImageResource",
              let name = customSymbols.setName(ofGeneratedMember: member) else { return nil }
        if typeName == "ImageResource" { return .string(name) }
        return .node(NodeValue(kind: "Image", origin: .sdk, arguments: [("customSymbol", .string(name))], children: [], modifiers: [],
                               range: program.range(of: node)))
    }
}
