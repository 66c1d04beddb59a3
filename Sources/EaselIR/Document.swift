/// The whole UI IR of one source file: what the front end hands to the engines and canvas.
public struct IRDocument: Codable, Hashable, Sendable {
    public static let formatName = "easel.ir/1"

    public var format: String
    /// The root that was rendered and why it was chosen.
    public var root: RootDecl?
    /// What the preview shown asks of its canvas (orientation, direction; V1).
    public var previewTraits: PreviewTraits?
    /// The root view tree (for an `App`, the content of its first window).
    public var view: ViewNode?
    /// The `App`'s scenes, when the source declares one.
    public var app: AppDecl?
    /// Every `.toolbar` in the tree, in declaration order (spec T5).
    public var toolbars: [ToolbarDecl]
    public var tabViews: [TabViewDecl]
    /// The main window and each sheet: their titles and toolbar roles.
    public var presentations: [PresentationDecl]
    /// API declarations without bodies (`func toolbar<Content>(…)`): shown, not run.
    public var apiDeclarations: [APIDeclaration]
    public var diagnostics: [Diagnostic]
    /// The locale the texts are drawn in (issue 31), when a project has string tables or a
    /// locale was asked for; absent otherwise.
    public var locale: LocaleDecl?
    /// The app's accent colour, its asset catalog's `AccentColor` (a `Color` symbol), when a
    /// project given has one with a colour; absent otherwise (the system's blue).
    public var accentColor: IRSymbol?
    /// The custom symbols of the project's asset catalogs, which the canvas draws where a view or
    /// an item names one (`SymbolImage.custom`). Not in the JSON: the views name them.
    public var customSymbols: CustomSymbols = .none
    /// The bitmaps of the project's asset catalogs, which the canvas draws where an `Image` names
    /// one (its size is in the IR: `naturalWidth`, `naturalHeight`). Not in the JSON either.
    public var bitmaps: Bitmaps = .none

    enum CodingKeys: String, CodingKey {
        case format, root, previewTraits, view, app, toolbars, tabViews, presentations, apiDeclarations, diagnostics, locale, accentColor
    }

    public init(root: RootDecl? = nil, view: ViewNode? = nil, app: AppDecl? = nil, toolbars: [ToolbarDecl] = [],
                tabViews: [TabViewDecl] = [], presentations: [PresentationDecl] = [],
                apiDeclarations: [APIDeclaration] = [], diagnostics: [Diagnostic] = []) {
        self.format = Self.formatName
        self.root = root
        self.view = view
        self.app = app
        self.toolbars = toolbars
        self.tabViews = tabViews
        self.presentations = presentations
        self.apiDeclarations = apiDeclarations
        self.diagnostics = diagnostics
    }
}

/// The locale an evaluation drew its localized texts in (issue 31): as asked (`--locale de-CH`,
/// or the development language), the language the strings came from (`de`; a pseudolanguage's is
/// the development language), and whether it lays out right to left (`ar`, `he`, `fa`, `ur`,
/// the `right-to-left` pseudolanguage).
public struct LocaleDecl: Codable, Hashable, Sendable {
    public var identifier: String
    public var language: String
    public var pseudoLanguage: String?
    /// `leftToRight` or `rightToLeft`.
    public var layoutDirection: String

    public var isRightToLeft: Bool { layoutDirection == "rightToLeft" }

    public init(identifier: String, language: String, pseudoLanguage: String? = nil, layoutDirection: String) {
        self.identifier = identifier
        self.language = language
        self.pseudoLanguage = pseudoLanguage
        self.layoutDirection = layoutDirection
    }
}

public struct RootDecl: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A `#Preview { }` block (preferred when present).
        case preview
        /// The first window of an `@main` `App`.
        case app
        /// A `struct … : View` (the one asked for, or the outermost one).
        case view
        /// Top-level statements wrapped in a synthetic host view.
        case snippet
    }
    public var kind: Kind
    public var name: String
    public init(kind: Kind, name: String) { self.kind = kind; self.name = name }
}

/// A window or a sheet: the context a toolbar, a title and a role belong to.
public struct PresentationDecl: Codable, Hashable, Sendable {
    /// `window`, or `sheet#<n>` in declaration order; `destination#<n>`, `popover#<n>`,
    /// `fullScreenCover#<n>`, `navigationDestination#<n>` for content not presented now.
    public var id: String
    /// `window`, `sheet`, or a presentation not shown now (`destination`: a `NavigationLink`'s,
    /// `navigationDestination`, `popover`, `fullScreenCover`).
    public var kind: String
    /// The identity of the view the sheet is attached to.
    public var host: String?
    /// Whether the sheet is shown now (the value of its `isPresented` binding).
    public var isPresented: Bool
    /// The state slot of `isPresented`, for tests and the Studio.
    public var isPresentedSlot: String?
    public var navigationTitle: String?
    /// The `toolbarRole` applied in this presentation (`automatic` when none).
    public var toolbarRole: String
    /// `toolbar(removing:)` kinds (`sidebarToggle`, `title`, spec P8).
    public var removedToolbarItems: [String]
    /// `toolbarVisibility(_:for:)` by bar (`navigationBar` → `hidden`, spec P8).
    public var barVisibility: [String: String]
    /// `toolbarBackground(_:for:)` by bar (spec H8).
    public var barBackground: [String: String]
    /// Whether the presentation is in a navigation container (stack or split view).
    public var inNavigationContainer: Bool
    /// Its (first) `NavigationSplitView`: the columns, their titles and widths (spec L14).
    public var split: SplitViewDecl?
    /// `toolbarTitleDisplayMode` / `navigationBarTitleDisplayMode` (`automatic`, `large`, `inline`,
    /// `inlineLarge`; spec G5), when one is applied.
    public var titleDisplayMode: String?
    /// `navigationSubtitle` (G5).
    public var navigationSubtitle: String?
    /// `.searchable` in this presentation (G6).
    public var search: SearchDecl?
    /// `toolbarMinimizationBehavior(_:for: .navigationBar)` (N7).
    public var barMinimization: String?
    /// `preferredColorScheme(_:)` on a view of this presentation (`light`, `dark`): the
    /// appearance it is drawn in, whatever the system's.
    public var preferredColorScheme: String?

    public init(id: String, kind: String, host: String? = nil, isPresented: Bool = true, isPresentedSlot: String? = nil,
                navigationTitle: String? = nil, toolbarRole: String = "automatic", removedToolbarItems: [String] = [],
                barVisibility: [String: String] = [:], barBackground: [String: String] = [:],
                inNavigationContainer: Bool = false) {
        self.id = id
        self.kind = kind
        self.host = host
        self.isPresented = isPresented
        self.isPresentedSlot = isPresentedSlot
        self.navigationTitle = navigationTitle
        self.toolbarRole = toolbarRole
        self.removedToolbarItems = removedToolbarItems
        self.barVisibility = barVisibility
        self.barBackground = barBackground
        self.inNavigationContainer = inNavigationContainer
    }
}

/// A `.searchable` modifier: its prompt, its `SearchFieldPlacement` and the
/// `searchToolbarBehavior` applied (`automatic` or `minimize`; spec G6).
public struct SearchDecl: Codable, Hashable, Sendable {
    public var prompt: String?
    public var placement: String
    public var behavior: String

    public init(prompt: String? = nil, placement: String = "automatic", behavior: String = "automatic") {
        self.prompt = prompt
        self.placement = placement
        self.behavior = behavior
    }
}

/// An `@main struct … : App` and its scenes.
public struct AppDecl: Codable, Hashable, Sendable {
    public var name: String
    public var scenes: [SceneDecl]
    public init(name: String, scenes: [SceneDecl]) { self.name = name; self.scenes = scenes }

    /// Whether any scene adds `ToolbarCommands()` (spec M1).
    public var hasToolbarCommands: Bool { scenes.contains { $0.commands.contains("ToolbarCommands") } }
}

public struct SceneDecl: Codable, Hashable, Sendable {
    /// `WindowGroup`, `Window`, `DocumentGroup`, `Settings`.
    public var kind: String
    public var title: String?
    /// The command groups added with `.commands { }`, by type name (`ToolbarCommands`, …).
    public var commands: [String]
    public var content: ViewNode?
    public var range: SourceRange

    public init(kind: String, title: String?, commands: [String], content: ViewNode?, range: SourceRange) {
        self.kind = kind
        self.title = title
        self.commands = commands
        self.content = content
        self.range = range
    }
}

/// A declaration shown for reference in documentation (`func toolbar<Content>(…)`,
/// `struct ToolbarItem<ID, Content>`, `init(placement:content:)`), recognised and not run.
public struct APIDeclaration: Codable, Hashable, Sendable {
    /// `func`, `init`, `struct`, `enum`, `var`, …
    public var kind: String
    public var name: String
    public var line: Int
    public init(kind: String, name: String, line: Int) { self.kind = kind; self.name = name; self.line = line }
}

/// A `NavigationSplitView` as written: its columns in order, each with the title and width its
/// views declare, the `columnVisibility` it was given and its `navigationSplitViewStyle`.
public struct SplitViewDecl: Codable, Hashable, Sendable {
    public struct Column: Codable, Hashable, Sendable {
        /// `sidebar`, `content` or `detail`.
        public var name: String
        /// The first `navigationTitle` inside the column.
        public var title: String?
        /// `navigationSplitViewColumnWidth`: its width, or the ideal of `(min:ideal:max:)`.
        public var width: Double?

        public init(name: String, title: String? = nil, width: Double? = nil) {
            self.name = name
            self.title = title
            self.width = width
        }
    }

    public var columns: [Column]
    /// `NavigationSplitViewVisibility` (`automatic`, `all`, `doubleColumn`, `detailOnly`).
    public var visibility: String
    /// `NavigationSplitViewStyle` (`automatic`, `balanced`, `prominentDetail`).
    public var style: String
    /// `preferredCompactColumn`: the column a compact width (iPhone) shows.
    public var compactColumn: String
    /// Columns whose list has a selection (a compact width then shows the next column).
    public var selectedColumns: [String] = []

    public init(columns: [Column], visibility: String = "automatic", style: String = "automatic", compactColumn: String = "sidebar") {
        self.columns = columns
        self.visibility = visibility
        self.style = style
        self.compactColumn = compactColumn
    }

    public func column(_ name: String) -> Column? { columns.first { $0.name == name } }
}
