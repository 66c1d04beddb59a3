import EaselIR
import EaselToolbars

/// A sheet the source presents (its `isPresented` is true — as written, or after a click in the
/// Studio), laid out over the window: the panel, the sheet's own bars and its content (spec L2:
/// each presentation has its bars).
extension Layout {
    /// **[D]** iPhone: a card from just below the status bar to the bottom, a 56 pt navigation bar
    /// at its top; iPad: a 580 × 620 pt form sheet, centred; Mac: a panel below the window
    /// toolbar, 60 % of the window wide, its `sheetBar` as the footer. The window behind is dimmed
    /// by the canvas. Other platforms show the window as it is.
    func layoutPresentedSheet(_ render: RenderDocument, view: ViewNode, context: ToolbarContext, into screen: inout ScreenLayout) {
        guard let sheet = render.presentedSheet, [.ios, .ipados, .macos].contains(context.platform),
              let content = Self.sheetContent(sheet, in: view) else { return }
        let w = context.width, h = context.height
        let platform = context.platform
        let set = render.bars(of: sheet.id)
        let arranger = BarArranger(context: context, measurer: measurer, backButton: false)
        func add(_ bar: PresentedBar, _ rect: Rect, top: Bool) {
            var frame = arranger.arrange(bar, in: rect, style: .plain, top: top, windowButtons: false)  // a sheet has no window controls
            frame.presentation = sheet.id
            screen.bars.append(frame)
        }
        var panel: Rect
        switch platform {
        case .ios: panel = Rect(x: 0, y: 64, width: w, height: h - 64)
        case .ipados: panel = Rect(x: (w - min(580, w)) / 2, y: max(24, (h - 620) / 2), width: min(580, w), height: min(620, h - 48))
        default: panel = Rect(x: w * 0.2, y: 52, width: w * 0.6, height: min(h * 0.6, h - 80))
        }
        var area = panel
        if platform == .macos {
            if let footer = set?.bar(.sheetBar) {
                add(footer, Rect(x: panel.x, y: panel.maxY - 52, width: panel.width, height: 52), top: false)
                area.height -= 52
            }
        } else {
            if let nav = set?.bar(.navigationBar) {
                let height = BarMetrics(context).height(56, of: nav)
                add(nav, Rect(x: panel.x, y: panel.y, width: panel.width, height: height), top: true)
                area.y += height
                area.height -= height
            }
            if let bottom = set?.bar(.bottomBar) {
                let bottomInset = platform == .ios ? 34.0 : 0
                add(bottom, Rect(x: panel.x, y: panel.maxY - bottomInset - 49, width: panel.width, height: 49), top: false)
                area.height -= 49 + bottomInset
            }
        }
        screen.sheetPanel = panel
        screen.sheetContent = area
        var stage = ContentStage(measurer: measurer, platform: platform)
        stage.dynamicType = context.variant.dynamicType  // a sheet's text follows the text size too (V5)
        stage.deadline = deadline
        stage.layouts = contentLayouts
        screen.sheet = stage.layout(content, in: area, visible: panel)
    }

    /// The views of the presenting `sheet` modifier, as one view.
    static func sheetContent(_ sheet: PresentedSheet, in view: ViewNode) -> ViewNode? {
        guard let host = view.find(identity: sheet.host) else { return nil }
        let sheets = host.modifiers.filter { $0.name == "sheet" }
        guard sheets.indices.contains(sheet.ordinal),
              let views = sheets[sheet.ordinal].arguments.lazy.compactMap({ $0.value.viewsValue }).first, !views.isEmpty else { return nil }
        if views.count == 1 { return views[0] }
        return ViewNode(kind: "VStack", origin: .synthetic, identity: sheet.host + "/sheet", children: views, range: views[0].range)
    }
}
