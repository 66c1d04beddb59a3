import EaselIR

/// Edits addressed to a source: which toolbar or tab view an edit means, and the document after
/// it. The command line and the Studio both edit through here.
extension CustomizationDocument {
    /// The source has several customizable toolbars and the edit named none of them.
    public struct AmbiguousToolbar: Error, Sendable {
        public let ids: [String]
    }

    /// The toolbar `id` of `ir`, or its only customizable toolbar.
    public static func toolbar(_ id: String?, in ir: IRDocument) throws -> ToolbarDecl {
        // The toolbars on screen first: a branch not taken or a tab not selected declares its own.
        let shown = Set(ir.presentations.filter(\.isPresented).map(\.id))
        if let id {
            guard let found = ir.toolbars.first(where: { $0.id == id && shown.contains($0.presentation) }) ?? ir.toolbars.first(where: { $0.id == id }) else {
                throw EditRejection(.notCustomizable, "no toolbar has the id '\(id)'")
            }
            return found
        }
        let onScreen = ir.toolbars.filter { shown.contains($0.presentation) && $0.id != nil }
        let candidates = onScreen.isEmpty ? ir.toolbars : onScreen
        let ids = Array(Set(candidates.compactMap(\.id))).sorted()
        guard let only = ids.first else { throw EditRejection(.notCustomizable, "the source has no toolbar(id:content:)") }
        guard ids.count == 1 else { throw AmbiguousToolbar(ids: ids) }
        return candidates.first { $0.id == only }!
    }

    /// The tab view of `ir` an edit addresses: the first customizable one, else the first.
    public static func tabView(in ir: IRDocument) throws(EditRejection) -> TabViewDecl {
        let shown = Set(ir.presentations.filter(\.isPresented).map(\.id))
        let onScreen = ir.tabViews.filter { shown.contains($0.presentation) }
        let tabViews = onScreen.isEmpty ? ir.tabViews : onScreen
        guard let tabView = tabViews.first(where: { TabCustomizationModel($0).isCustomizable }) ?? tabViews.preferringTabBar else {
            throw EditRejection(.notCustomizable, "the source has no TabView")
        }
        return tabView
    }

    /// Applies a toolbar edit to the (migrated) state of `declaration`; unchanged when refused.
    public mutating func apply(_ edit: ToolbarEdit, to declaration: ToolbarDecl, on platform: Platform) throws(EditRejection) {
        let next = try CustomizationModel(declaration).apply(edit, to: state(for: declaration), on: platform)
        toolbars[declaration.id!] = next
    }

    /// Applies a tab edit to the (migrated) customization of `declaration`; unchanged when refused.
    public mutating func apply(_ edit: TabEdit, to declaration: TabViewDecl, on platform: Platform) throws(EditRejection) {
        let model = TabCustomizationModel(declaration)
        let next = try model.apply(edit, to: state(for: declaration), on: platform)
        tabs[model.storageKey!] = next
    }
}
