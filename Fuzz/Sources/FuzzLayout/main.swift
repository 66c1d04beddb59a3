import Foundation
import FuzzSupport

/// Random view trees with extreme numbers, laid out and drawn (issue 33): the bytes choose a
/// platform and a tree of stacks, lists, grids, texts and images, each with layout modifiers whose
/// numbers come from a palette of the ones that break arithmetic (NaN, ±∞, 1e308, −0, negatives).
/// Invariants: no trap; every content frame finite with a non-negative size; no `nan` or `inf` in
/// the picture; the same tree draws to the same bytes twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var bytes = Fuzz.Bytes(start, count)
    let platform = Platform.allCases[bytes.next() % Platform.allCases.count]
    var made = 0
    let tree = RandomTree.view(&bytes, depth: 0, made: &made)
    let ir = IRDocument(view: ViewNode(kind: "NavigationStack", identity: "root", children: [tree]))
    let first = draw(ir, platform), second = draw(ir, platform)
    if first.svg != second.svg { Fuzz.fail("the same tree drew differently twice on \(platform)") }
    if first.svg.lowercased().contains("nan") || first.svg.lowercased().contains("inf") { Fuzz.fail("a non-finite number in the picture on \(platform)") }
    first.content?.walk { node in
        let f = node.frame
        guard [f.x, f.y, f.width, f.height].allSatisfy({ $0.isFinite }), f.width >= 0, f.height >= 0 else {
            Fuzz.fail("\(node.kind) laid out at \(f) on \(platform)")
        }
    }
    return 0
}

private func draw(_ ir: IRDocument, _ platform: Platform) -> (svg: String, content: ContentNode?) {
    let context = ToolbarContext(platform: platform)
    let render = Renderer(context: context, measurer: Fuzz.fonts).render(ir)
    let output = Canvas(measurer: Fuzz.fonts).draw(ir, render, context: context)
    return (output.svg, output.frames.content)
}

enum RandomTree {
    static let numbers: [Double] = [0, 1, -1, 17, 0.5, -0.0, 1e6, 1e308, -1e308, .nan, .infinity, -.infinity,
                                    .greatestFiniteMagnitude, .leastNonzeroMagnitude, -1e-300]
    static let containers = ["VStack", "HStack", "ZStack", "List", "ScrollView", "LazyVGrid", "Form", "Section", "Group"]
    static let leaves = ["Text", "Image", "Spacer", "Divider", "Color", "Toggle", "Button", "ProgressView"]

    static func number(_ bytes: inout Fuzz.Bytes) -> IRValue {
        bytes.next() % 8 == 0 ? .symbol(IRSymbol(type: nil, name: "infinity")) : .double(numbers[bytes.next() % numbers.count])
    }

    static func view(_ bytes: inout Fuzz.Bytes, depth: Int, made: inout Int) -> ViewNode {
        made += 1
        let container = depth < 6 && made < 200 && !bytes.isAtEnd && bytes.next() % 3 != 0
        let kind = container ? containers[bytes.next() % containers.count] : leaves[bytes.next() % leaves.count]
        var node = ViewNode(kind: kind, identity: "v\(made)", arguments: arguments(kind, &bytes), modifiers: modifiers(&bytes))
        if container {
            for _ in 0..<(bytes.next() % 5) { node.children.append(view(&bytes, depth: depth + 1, made: &made)) }
        }
        return node
    }

    static func arguments(_ kind: String, _ bytes: inout Fuzz.Bytes) -> [IRArgument] {
        switch kind {
        case "Text": return [IRArgument("content", .string(String(repeating: "word ", count: bytes.next() % 40)))]
        case "Image": return [IRArgument("systemName", .string("star"))]
        case "VStack", "HStack": return bytes.next() % 2 == 0 ? [IRArgument("spacing", number(&bytes))] : []
        case "Spacer": return [IRArgument("minLength", number(&bytes))]
        case "LazyVGrid":
            let columns: [IRValue] = (0..<(1 + bytes.next() % 3)).map { _ in
                let name = ["fixed", "flexible", "adaptive"][bytes.next() % 3]
                return .symbol(IRSymbol(type: "GridItem", name: "init", fields: ["size": .symbol(IRSymbol(type: "GridItem.Size", name: name,
                    fields: ["size": number(&bytes), "minimum": number(&bytes), "maximum": number(&bytes)]))]))
            }
            return [IRArgument("columns", .array(columns)), IRArgument("spacing", number(&bytes))]
        default: return []
        }
    }

    static func modifiers(_ bytes: inout Fuzz.Bytes) -> [IRModifier] {
        (0..<(bytes.next() % 4)).map { _ in
            switch bytes.next() % 9 {
            case 0: return IRModifier(name: "frame", arguments: [IRArgument("width", number(&bytes)), IRArgument("height", number(&bytes))])
            case 1: return IRModifier(name: "frame", arguments: ["minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth"]
                .filter { _ in bytes.next() % 2 == 0 }.map { IRArgument($0, number(&bytes)) })
            case 2: return IRModifier(name: "padding", arguments: [IRArgument("length", number(&bytes))])
            case 3: return IRModifier(name: "offset", arguments: [IRArgument("x", number(&bytes)), IRArgument("y", number(&bytes))])
            case 4: return IRModifier(name: "aspectRatio", arguments: [IRArgument("ratio", number(&bytes))])
            case 5: return IRModifier(name: "font", arguments: [IRArgument("font", .symbol(IRSymbol(type: "Font", name: "system", fields: ["size": number(&bytes)])))])
            case 6: return IRModifier(name: "lineLimit", arguments: [IRArgument("limit", .int(bytes.next() % 5 - 2))])
            case 7: return IRModifier(name: "layoutPriority", arguments: [IRArgument("value", number(&bytes))])
            default: return IRModifier(name: "fixedSize")
            }
        }
    }
}
