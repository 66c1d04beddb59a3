import EaselIR

/// Spec P1: where each `ToolbarItemPlacement` goes on each platform, with P3, P6 and P7 applied.
public enum PlacementTable {
    /// A trailing slot in on-screen order (N6): `topBarPinnedTrailing` items are trailing-most,
    /// after the others (and after the "more" button and search, which the layout places between),
    /// each group in declaration order. The engine orders once; the JSON, the text form and the
    /// layout read this order.
    public static func onScreenTrailing<Entry>(_ trailing: [Entry], placement: (Entry) -> ToolbarPlacement) -> [Entry] {
        trailing.filter { placement($0) != .topBarPinnedTrailing } + trailing.filter { placement($0) == .topBarPinnedTrailing }
    }

    /// Why an item is not shown, when the table says so.
    public enum Outcome: Hashable, Sendable {
        case location(ItemLocation)
        /// The platform has no such place (warning `unsupported-placement`).
        case unsupported
        /// Supported but not shown now (a keyboard item with no keyboard, a second automatic item on watchOS).
        case notShownNow(String)
    }

    /// The toolbar role after P7: `.automatic` is `navigationStack` on ios, tvos, watchos and
    /// visionos, `editor` on macos and ipados.
    public static func resolvedRole(_ declared: String, platform: Platform) -> String {
        guard declared == "automatic" else { return declared }
        switch platform {
        case .macos, .ipados: return "editor"
        default: return "navigationStack"
        }
    }

    /// The location of an item with `placement` (P1). `customizable` is `toolbar(id:)`;
    /// `firstAutomatic` says whether this is the first `.automatic` item (watchOS).
    public static func outcome(_ placement: ToolbarPlacement, kind: ToolbarItemDecl.Kind = .item, context: ToolbarContext,
                               role: String, customizable: Bool, firstAutomatic: Bool = true) -> Outcome {
        let p = context.platform
        let sheet = context.presentation == .sheet
        func at(_ bar: BarKind, _ slot: Slot) -> Outcome { .location(.bar(bar, slot)) }
        if kind == .titleMenu {
            switch p {
            case .macos: return at(.windowToolbar, .leading)
            case .watchos: return .unsupported
            default: return at(.navigationBar, .center)
            }
        }
        switch placement {
        case .automatic:
            switch p {
            case .macos: return at(.windowToolbar, .trailing)
            case .ios, .tvos: return at(.navigationBar, .trailing)
            case .ipados: return at(.navigationBar, customizable ? .center : .trailing)
            case .watchos: return firstAutomatic ? at(.scrollHeader, .center) : .notShownNow("only the first automatic item shows on watchOS")
            case .visionos: return at(.ornament, .center)
            }
        case .principal:
            switch p {
            case .macos: return at(.windowToolbar, .center)
            case .watchos: return .unsupported
            default: return at(.navigationBar, .center)
            }
        case .status:
            switch p {
            case .macos: return at(.windowToolbar, .center)
            case .ios, .ipados: return at(.bottomBar, .center)
            case .visionos: return at(.ornament, .center)
            case .tvos, .watchos: return .unsupported
            }
        case .primaryAction:
            switch p {
            case .macos: return at(.windowToolbar, .leading)
            case .ios, .ipados, .tvos: return at(.navigationBar, .trailing)
            case .watchos: return at(.scrollHeader, .center)
            case .visionos: return at(.ornament, .trailing)
            }
        case .secondaryAction:
            switch p {
            case .macos: return at(.windowToolbar, .leading)
            case .ios, .visionos: return .location(.overflow)
            case .ipados: return role == "editor" || role == "browser" ? at(.navigationBar, .center) : .location(.overflow)
            case .tvos, .watchos: return .unsupported
            }
        case .confirmationAction:
            if p == .macos { return sheet ? at(.sheetBar, .trailing) : at(.windowToolbar, .trailing) }
            return at(.navigationBar, .trailing)
        case .cancellationAction:
            if p == .macos { return sheet ? at(.sheetBar, .trailing) : at(.windowToolbar, .trailing) }
            return at(.navigationBar, .leading)
        case .destructiveAction:
            if p == .macos { return sheet ? at(.sheetBar, .leading) : at(.windowToolbar, .leading) }
            return at(.navigationBar, .trailing)
        case .navigation:
            switch p {
            case .macos: return at(.windowToolbar, .leading)
            case .watchos: return .unsupported
            case .ios, .ipados:
                // P3: in compact width with a back button, navigation items take the primary action's place.
                return context.isCompactWidth && context.backButton ? at(.navigationBar, .trailing) : at(.navigationBar, .leading)
            default: return at(.navigationBar, .leading)
            }
        case .topBarLeading, .navigationBarLeading:
            return p == .macos ? .unsupported : at(.navigationBar, .leading)
        case .topBarTrailing, .navigationBarTrailing, .topBarPinnedTrailing:
            return p == .macos ? .unsupported : at(.navigationBar, .trailing)
        case .bottomBar:
            switch p {
            case .ios, .ipados, .watchos, .visionos: return at(.bottomBar, .leading)
            case .macos, .tvos: return .unsupported
            }
        case .bottomOrnament:
            return p == .visionos ? at(.ornament, .center) : .unsupported
        case .keyboard:
            switch p {
            case .macos: return at(.touchBar, .center)
            case .ios, .ipados: return context.keyboardShown ? at(.keyboardBar, .trailing) : .notShownNow("keyboard items show only while a keyboard is shown")
            default: return .unsupported
            }
        case .accessoryBar(let id):
            return p == .macos ? at(.accessoryBar(id), .leading) : .unsupported
        case .title, .subtitle, .largeTitle, .largeSubtitle:
            // P6: replaces the navigation title text on iPhone and iPad.
            return p == .ios || p == .ipados ? at(.navigationBar, .center) : .unsupported
        case .other:
            return .unsupported
        }
    }

    /// Order within a slot before customization (P2): on macOS's leading edge navigation
    /// items come first, then secondary, then primary actions; in a macOS sheet the
    /// cancellation comes before the confirmation, which is last.
    static func rank(_ placement: ToolbarPlacement, platform: Platform) -> Int {
        guard platform == .macos else { return 0 }
        switch placement {
        case .navigation: return 0
        case .secondaryAction: return 1
        case .primaryAction: return 2
        case .cancellationAction: return 3
        case .confirmationAction: return 4
        case .automatic, .principal, .status, .destructiveAction, .topBarLeading, .topBarTrailing, .topBarPinnedTrailing,
             .navigationBarLeading, .navigationBarTrailing, .bottomBar, .bottomOrnament, .keyboard, .title, .subtitle, .largeTitle,
             .largeSubtitle, .accessoryBar, .other:
            return 2
        }
    }

    /// Placements that never go to the overflow menu (spec O2).
    static func neverOverflowed(_ placement: ToolbarPlacement) -> Bool {
        switch placement {
        case .navigation, .cancellationAction, .confirmationAction, .principal, .topBarPinnedTrailing, .title, .subtitle, .largeTitle,
             .largeSubtitle:
            return true
        case .automatic, .status, .primaryAction, .secondaryAction, .destructiveAction, .topBarLeading, .topBarTrailing,
             .navigationBarLeading, .navigationBarTrailing, .bottomBar, .bottomOrnament, .keyboard, .accessoryBar, .other:
            return false
        }
    }

    /// An item in the main bar's center that takes the navigation title's place on the iOS family
    /// (P1, P6); a subtitle does not.
    static func replacesTitle(_ placement: ToolbarPlacement) -> Bool {
        switch placement {
        case .principal, .title, .largeTitle: return true
        case .automatic, .status, .primaryAction, .secondaryAction, .confirmationAction, .cancellationAction, .destructiveAction,
             .navigation, .topBarLeading, .topBarTrailing, .topBarPinnedTrailing, .navigationBarLeading, .navigationBarTrailing,
             .bottomBar, .bottomOrnament, .keyboard, .subtitle, .largeSubtitle, .accessoryBar, .other:
            return false
        }
    }
}
