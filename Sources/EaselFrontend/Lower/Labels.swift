import EaselIR

/// How an item is named in menus, the overflow and JSON (spec T6): from its content.
enum LabelDerivation {
    struct Label: Equatable {
        var text: String
        var symbol: SymbolImage?
        /// An image set's image the label shows where it shows no symbol (`Image("icon-bells")`).
        var image: String?

        init(text: String, systemImage: String?) {
            self.text = text
            self.symbol = systemImage.map(SymbolImage.system)
        }

        init(text: String, symbol: SymbolImage?) {
            self.text = text
            self.symbol = symbol
        }

        var systemImage: String? { symbol?.systemName }
        var customSymbol: String? { symbol?.customName }
    }

    static func label(of node: ViewNode) -> Label? {
        let title = node.argument("title")?.stringValue ?? node.argument("_0")?.stringValue
        // A `ShareLink` titled with a string has SwiftUI's share symbol beside it.
        let symbol = node.namedSymbol ?? (node.kind == "ShareLink" ? .system("square.and.arrow.up") : nil)
        switch node.kind {
        case "Text":
            return node.textContent.map { Label(text: $0, systemImage: nil) }
        case "Image":
            // A symbol, or an asset's image, is named by its name, as SwiftUI's accessibility label is.
            if let symbol = node.imageSymbol { return Label(text: symbol.name, symbol: symbol) }
            return node.argument("name")?.stringValue.map { var l = Label(text: $0, systemImage: nil); l.image = $0; return l }
        case "Placeholder":
            return node.argument("name")?.stringValue.map { Label(text: $0, systemImage: nil) }
        case "ShareLink" where title == nil && node.argument("label") == nil && node.children.isEmpty:
            return Label(text: "Share", systemImage: "square.and.arrow.up")  // SwiftUI's own label
        case "EditButton":
            return Label(text: "Edit", systemImage: nil)
        case "Button" where title == nil && node.argument("label") == nil:
            // `Button(role:action:)` (26): the system's own label for the role (N8).
            switch node.argument("role")?.symbolValue?.name {
            case "confirm": return Label(text: "Done", systemImage: "checkmark")
            case "close": return Label(text: "Close", systemImage: "xmark")
            case "cancel": return Label(text: "Cancel", systemImage: "xmark")
            default: break
            }
        default:
            break
        }
        if let title {
            return Label(text: title, symbol: symbol ?? fromViews(node, "label")?.symbol)
        }
        for slot in ["label", "title", "icon"] {
            if var l = fromViews(node, slot) {
                if l.symbol == nil, let symbol { l.symbol = symbol }
                if slot == "title", let icon = fromViews(node, "icon") { l.symbol = icon.symbol }
                return l
            }
        }
        // A stack's label is its children's together: `VStack { Image(systemName: "film"); Text("Movies") }`
        // is "Movies" with the film symbol, not the symbol's name.
        return label(ofViews: node.children)
    }

    private static func fromViews(_ node: ViewNode, _ argument: String) -> Label? {
        node.argument(argument)?.viewsValue.flatMap(label(ofViews:))
    }

    /// The label several views make together (`Image(systemName:)` and `Text` in a tab item):
    /// the first text, and the first symbol.
    static func label(ofViews views: [ViewNode]) -> Label? {
        var text: String?
        var symbol: SymbolImage?
        // An asset image's name (`Image("icon-bells")` before `Text("Dashboard")`) names the
        // label only when no text does.
        var imageName: String?
        for v in views {
            guard let l = label(of: v) else { continue }
            if v.kind == "Image" {
                symbol = symbol ?? l.symbol
                if l.symbol == nil { imageName = imageName ?? l.text }
            } else {
                text = text ?? l.text
                symbol = symbol ?? l.symbol
            }
        }
        if text == nil, let symbol { return Label(text: symbol.name, symbol: symbol) }
        return (text ?? imageName).map { var l = Label(text: $0, symbol: symbol); l.image = symbol == nil ? imageName : nil; return l }
    }
}
