import EaselIR

/// A menu command (the contract's `commands[]`).
public struct MenuCommand: Codable, Hashable, Sendable {
    public var menu: String
    public var title: String
    public var enabled: Bool

    public init(menu: String, title: String, enabled: Bool) {
        self.menu = menu
        self.title = title
        self.enabled = enabled
    }
}

/// `ToolbarCommands` as a menu model (spec M1–M4).
public enum ToolbarCommandsModel {
    public static let customizeTitle = "Customize Toolbar…"

    /// The View menu items `ToolbarCommands()` adds on macOS: Show/Hide Toolbar, whose title
    /// follows the window toolbar's visibility and which a non-automatic `toolbarVisibility`
    /// disables (M3), and Customize Toolbar…, enabled only when the window has a customizable
    /// toolbar (M2). An iPad on 26+ has a menu bar built the same way (G9). Without
    /// `ToolbarCommands`, or on other platforms, nothing (M4).
    public static func commands(app: AppDecl?, platform: Platform, window: PresentationDecl?, windowToolbars: [ResolvedToolbar],
                                os: OSRelease = .current) -> [MenuCommand] {
        guard platform == .macos || (platform == .ipados && os.hasGlass), app?.hasToolbarCommands == true else { return [] }
        let visible = windowToolbars.first { $0.customizable }?.visible ?? windowToolbars.first?.visible ?? true
        let forced = ["windowToolbar", "automatic"].contains { window?.barVisibility[$0].map { $0 != "automatic" } ?? false }
        return [
            MenuCommand(menu: "View", title: visible ? "Hide Toolbar" : "Show Toolbar", enabled: !forced && !windowToolbars.isEmpty),
            MenuCommand(menu: "View", title: customizeTitle, enabled: windowToolbars.contains { $0.customizable && $0.editable }),
        ]
    }
}
