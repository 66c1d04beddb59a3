/// The declared SDK: the SwiftUI types, initializers, modifiers, static members and enum cases
/// Easel understands, written as a Swift interface and read with swift-syntax like any source.
/// Adding a view, modifier or member is one line here.
///
/// How a declaration is read (see `SDKRegistry`):
/// - a type conforming to `View`, `ToolbarContent`, `CustomizableToolbarContent`, `TabContent`,
///   `Scene` or `Commands` builds a node of the UI tree; any other type is a value type whose
///   members are symbols (`.primaryAction`, `Font.system(size:)`);
/// - `extension View { func m(…) }` (likewise for the other protocols) declares a modifier;
/// - a parameter `@ViewBuilder x: () -> some View` (or another `…Builder`) is built content;
///   `x: some View` takes a view; `x: () -> Void` is an action kept for later; `Binding<T>` is a
///   binding; `T...` is variadic; `= expr` is a default evaluated like source;
/// - an instance method of a value type returns the value with fields set from its parameters
///   (`italic()` sets `italic: true`, `weight(_ weight:)` sets `weight`).
/// The parameter named `content` becomes the node's children.
enum SwiftUIInterface {
    static let source = #"""
// MARK: Values
struct String {}
struct Int {}
struct Double {}
struct CGFloat {}
struct Bool {}
struct LocalizedStringKey {}

enum Visibility { case automatic, visible, hidden }

struct ToolbarItemPlacement {
    static let automatic: ToolbarItemPlacement
    static let principal: ToolbarItemPlacement
    static let status: ToolbarItemPlacement
    static let primaryAction: ToolbarItemPlacement
    static let secondaryAction: ToolbarItemPlacement
    static let confirmationAction: ToolbarItemPlacement
    static let cancellationAction: ToolbarItemPlacement
    static let destructiveAction: ToolbarItemPlacement
    static let navigation: ToolbarItemPlacement
    static let topBarLeading: ToolbarItemPlacement
    static let topBarTrailing: ToolbarItemPlacement
    @available(iOS 27, visionOS 27, *) static let topBarPinnedTrailing: ToolbarItemPlacement
    @available(iOS, deprecated: 27, renamed: "topBarLeading") static let navigationBarLeading: ToolbarItemPlacement
    @available(iOS, deprecated: 27, renamed: "topBarTrailing") static let navigationBarTrailing: ToolbarItemPlacement
    static let bottomBar: ToolbarItemPlacement
    static let bottomOrnament: ToolbarItemPlacement
    static let keyboard: ToolbarItemPlacement
    static let title: ToolbarItemPlacement
    @available(iOS 26, *) static let subtitle: ToolbarItemPlacement
    @available(iOS 26, *) static let largeTitle: ToolbarItemPlacement
    @available(iOS 26, *) static let largeSubtitle: ToolbarItemPlacement
    static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarItemPlacement
}
struct ToolbarCustomizationBehavior {
    static let `default`: ToolbarCustomizationBehavior
    static let reorderable: ToolbarCustomizationBehavior
    static let disabled: ToolbarCustomizationBehavior
}
struct ToolbarCustomizationOptions {
    static let alwaysAvailable: ToolbarCustomizationOptions
}
struct ToolbarItemVisibilityPriority {
    static let low: ToolbarItemVisibilityPriority
    static let automatic: ToolbarItemVisibilityPriority
    static let standard: ToolbarItemVisibilityPriority
    static let high: ToolbarItemVisibilityPriority
}
struct ToolbarRole {
    static let automatic: ToolbarRole
    static let navigationStack: ToolbarRole
    static let browser: ToolbarRole
    static let editor: ToolbarRole
}
struct ToolbarPlacement {
    static let automatic: ToolbarPlacement
    static let bottomBar: ToolbarPlacement
    static let navigationBar: ToolbarPlacement
    static let tabBar: ToolbarPlacement
    static let windowToolbar: ToolbarPlacement
    static func accessoryBar<ID: Hashable>(id: ID) -> ToolbarPlacement
}
struct ToolbarDefaultItemKind {
    static let sidebarToggle: ToolbarDefaultItemKind
    static let title: ToolbarDefaultItemKind
    @available(iOS 26, macOS 26, visionOS 26, *) static let search: ToolbarDefaultItemKind
}
struct SearchToolbarBehavior {
    static let automatic: SearchToolbarBehavior
    static let minimize: SearchToolbarBehavior
}
struct TabSearchActivation {
    static let automatic: TabSearchActivation
    static let searchTabSelection: TabSearchActivation
}
struct TabBarMinimizeBehavior {
    static let automatic: TabBarMinimizeBehavior
    static let never: TabBarMinimizeBehavior
    static let onScrollDown: TabBarMinimizeBehavior
    static let onScrollUp: TabBarMinimizeBehavior
}
struct ToolbarMinimizationBehavior {
    static let automatic: ToolbarMinimizationBehavior
    static let never: ToolbarMinimizationBehavior
    static let onScrollDown: ToolbarMinimizationBehavior
    static let onScrollUp: ToolbarMinimizationBehavior
}
struct ToolbarTitleDisplayMode {
    static let automatic: ToolbarTitleDisplayMode
    static let inline: ToolbarTitleDisplayMode
    static let inlineLarge: ToolbarTitleDisplayMode
    static let large: ToolbarTitleDisplayMode
}
struct SpacerSizing {
    static let fixed: SpacerSizing
    static let flexible: SpacerSizing
}
struct TabCustomizationBehavior {
    static let automatic: TabCustomizationBehavior
    static let reorderable: TabCustomizationBehavior
    static let disabled: TabCustomizationBehavior
}
struct AdaptableTabBarPlacement {
    static let automatic: AdaptableTabBarPlacement
    static let tabBar: AdaptableTabBarPlacement
    static let sidebar: AdaptableTabBarPlacement
}
struct TabPlacement {
    static let automatic: TabPlacement
    static let pinned: TabPlacement
    static let sidebarOnly: TabPlacement
}
struct TabViewStyle {
    static let automatic: TabViewStyle
    static let sidebarAdaptable: TabViewStyle
    static let tabBarOnly: TabViewStyle
    static let grouped: TabViewStyle
    static let page: TabViewStyle
    static let verticalPage: TabViewStyle
    static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyle
}
struct PageIndexDisplayMode {
    static let automatic: PageIndexDisplayMode
    static let always: PageIndexDisplayMode
    static let never: PageIndexDisplayMode
}
struct TabViewCustomization {
    init()
}
struct ButtonRole {
    static let destructive: ButtonRole
    static let cancel: ButtonRole
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) static let confirm: ButtonRole
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) static let close: ButtonRole
}
struct Font {
    init(_ platformFont: Any)
    static let largeTitle: Font
    static let title: Font
    static let title2: Font
    static let title3: Font
    static let headline: Font
    static let subheadline: Font
    static let body: Font
    static let callout: Font
    static let footnote: Font
    static let caption: Font
    static let caption2: Font
    static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font
    static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font
    static func system(weight: Font.Weight, design: Font.Design? = nil) -> Font
    static func custom(_ name: String, size: CGFloat) -> Font
    static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font
    static func custom(_ name: String, fixedSize: CGFloat) -> Font
    func italic() -> Font
    func bold() -> Font
    func weight(_ weight: Font.Weight) -> Font
    func monospaced() -> Font
    func monospacedDigit() -> Font
    func smallCaps() -> Font
    struct Weight {
        static let ultraLight: Weight
        static let thin: Weight
        static let light: Weight
        static let regular: Weight
        static let medium: Weight
        static let semibold: Weight
        static let bold: Weight
        static let heavy: Weight
        static let black: Weight
    }
    struct Design {
        static let `default`: Design
        static let serif: Design
        static let rounded: Design
        static let monospaced: Design
    }
    struct TextStyle {
        static let largeTitle: TextStyle
        static let title: TextStyle
        static let title2: TextStyle
        static let title3: TextStyle
        static let headline: TextStyle
        static let subheadline: TextStyle
        static let body: TextStyle
        static let callout: TextStyle
        static let footnote: TextStyle
        static let caption: TextStyle
        static let caption2: TextStyle
    }
}
struct ShapeStyle {
    static let primary: ShapeStyle
    static let secondary: ShapeStyle
    static let tertiary: ShapeStyle
    static let quaternary: ShapeStyle
    static let tint: ShapeStyle
    static let background: ShapeStyle
    static let foreground: ShapeStyle
    static let ultraThinMaterial: ShapeStyle
    static let thinMaterial: ShapeStyle
    static let regularMaterial: ShapeStyle
    static let thickMaterial: ShapeStyle
    static let bar: ShapeStyle
}
struct Color: View, ShapeStyle {
    static let primary: Color
    static let secondary: Color
    static let accentColor: Color
    static let clear: Color
    static let black: Color
    static let white: Color
    static let gray: Color
    static let red: Color
    static let orange: Color
    static let yellow: Color
    static let green: Color
    static let mint: Color
    static let teal: Color
    static let cyan: Color
    static let blue: Color
    static let indigo: Color
    static let purple: Color
    static let pink: Color
    static let brown: Color
    init(_ name: String)
    init(red: Double, green: Double, blue: Double, opacity: Double = 1)
    init(white: Double, opacity: Double = 1)
    init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)
    init(_ name: String, bundle: Any?)
    init(uiColor: Any)
    init(nsColor: Any)
    init(cgColor: Any)
    func opacity(_ opacity: Double) -> Color
}
struct Alignment {
    init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)
    static let center: Alignment
    static let leading: Alignment
    static let trailing: Alignment
    static let top: Alignment
    static let bottom: Alignment
    static let topLeading: Alignment
    static let topTrailing: Alignment
    static let bottomLeading: Alignment
    static let bottomTrailing: Alignment
}
struct HorizontalAlignment {
    static let center: HorizontalAlignment
    static let leading: HorizontalAlignment
    static let trailing: HorizontalAlignment
}
struct VerticalAlignment {
    static let center: VerticalAlignment
    static let top: VerticalAlignment
    static let bottom: VerticalAlignment
    static let firstTextBaseline: VerticalAlignment
    static let lastTextBaseline: VerticalAlignment
}
struct TextAlignment {
    static let leading: TextAlignment
    static let center: TextAlignment
    static let trailing: TextAlignment
}
struct ColorScheme {
    static let light: ColorScheme
    static let dark: ColorScheme
}
struct UserInterfaceSizeClass {
    static let compact: UserInterfaceSizeClass
    static let regular: UserInterfaceSizeClass
}
struct NavigationSplitViewVisibility {
    static let automatic: NavigationSplitViewVisibility
    static let all: NavigationSplitViewVisibility
    static let doubleColumn: NavigationSplitViewVisibility
    static let detailOnly: NavigationSplitViewVisibility
}
struct NavigationSplitViewColumn {
    static let sidebar: NavigationSplitViewColumn
    static let content: NavigationSplitViewColumn
    static let detail: NavigationSplitViewColumn
}
struct PickerStyle {
    static let automatic: PickerStyle
    static let segmented: PickerStyle
    static let menu: PickerStyle
    static let inline: PickerStyle
    static let wheel: PickerStyle
    static let palette: PickerStyle
    static let navigationLink: PickerStyle
}
struct LabelStyle {
    static let automatic: LabelStyle
    static let iconOnly: LabelStyle
    static let titleOnly: LabelStyle
    static let titleAndIcon: LabelStyle
}
struct ButtonStyle {
    static let automatic: ButtonStyle
    static let bordered: ButtonStyle
    static let borderedProminent: ButtonStyle
    static let borderless: ButtonStyle
    static let plain: ButtonStyle
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, *) static let glass: ButtonStyle
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, *) static let glassProminent: ButtonStyle
}
struct ListStyle {
    static let automatic: ListStyle
    static let plain: ListStyle
    static let grouped: ListStyle
    static let inset: ListStyle
    static let insetGrouped: ListStyle
    static let sidebar: ListStyle
    static let carousel: ListStyle
}
struct ControlGroupStyle {
    static let automatic: ControlGroupStyle
    static let navigation: ControlGroupStyle
    static let palette: ControlGroupStyle
    static let compactMenu: ControlGroupStyle
    static let menu: ControlGroupStyle
}
struct TextFieldStyle {
    static let automatic: TextFieldStyle
    static let plain: TextFieldStyle
    static let roundedBorder: TextFieldStyle
}
struct ControlSize {
    static let mini: ControlSize
    static let small: ControlSize
    static let regular: ControlSize
    static let large: ControlSize
    static let extraLarge: ControlSize
}
struct KeyEquivalent {
    static let `return`: KeyEquivalent
    static let escape: KeyEquivalent
    static let delete: KeyEquivalent
    static let tab: KeyEquivalent
    static let space: KeyEquivalent
    init(_ character: String)
}
struct EventModifiers {
    static let command: EventModifiers
    static let shift: EventModifiers
    static let option: EventModifiers
    static let control: EventModifiers
}
struct CommandGroupPlacement {
    static let appInfo: CommandGroupPlacement
    static let appSettings: CommandGroupPlacement
    static let newItem: CommandGroupPlacement
    static let saveItem: CommandGroupPlacement
    static let printItem: CommandGroupPlacement
    static let undoRedo: CommandGroupPlacement
    static let pasteboard: CommandGroupPlacement
    static let textEditing: CommandGroupPlacement
    static let toolbar: CommandGroupPlacement
    static let sidebar: CommandGroupPlacement
    static let windowArrangement: CommandGroupPlacement
    static let help: CommandGroupPlacement
    static let importExport: CommandGroupPlacement
    static let systemServices: CommandGroupPlacement
    static let textFormatting: CommandGroupPlacement
    static let windowList: CommandGroupPlacement
    static let singleWindowList: CommandGroupPlacement
    static let windowSize: CommandGroupPlacement
    static let appTermination: CommandGroupPlacement
    static let appVisibility: CommandGroupPlacement
}
struct WindowToolbarStyle {
    static let automatic: WindowToolbarStyle
    static let expanded: WindowToolbarStyle
    static let unified: WindowToolbarStyle
    static let unifiedCompact: WindowToolbarStyle
    static func unified(showsTitle: Bool) -> WindowToolbarStyle
}
struct SearchFieldPlacement {
    static let automatic: SearchFieldPlacement
    static let toolbar: SearchFieldPlacement
    static let sidebar: SearchFieldPlacement
    static let navigationBarDrawer: SearchFieldPlacement
}
struct Dismiss {}
enum Edge {
    case top, bottom, leading, trailing
    struct Set {
        static let all: Set
        static let top: Set
        static let bottom: Set
        static let leading: Set
        static let trailing: Set
        static let horizontal: Set
        static let vertical: Set
    }
}
enum Axis {
    case horizontal, vertical
    struct Set {
        static let horizontal: Set
        static let vertical: Set
    }
}
struct NavigationBarItem {
    struct TitleDisplayMode {
        static let automatic: TitleDisplayMode
        static let inline: TitleDisplayMode
        static let large: TitleDisplayMode
    }
}

// MARK: Views
struct Text: View {
    init(_ content: String)
    init(verbatim content: String)
    init(_ content: String, tableName: String?, bundle: Any? = nil, comment: Any? = nil)
    init(_ content: String, comment: Any?)
    init(_ value: Any, format: Any)
    init(_ date: Any, style: Any)
}
struct Image: View {
    init(systemName: String)
    init(_ name: String)
    init(_ name: String, bundle: Any?)
    init(decorative name: String)
    init(systemName: String, variableValue: Double?)
    init(uiImage: Any)
    init(nsImage: Any)
}
struct Label: View {
    init(_ title: String, systemImage: String)
    init(_ title: String, image: String)
    init(@ViewBuilder title: () -> some View, @ViewBuilder icon: () -> some View)
}
struct Button: View {
    init(_ title: String, action: () -> Void)
    init(_ title: String, systemImage: String, action: () -> Void)
    init(_ title: String, role: ButtonRole?, action: () -> Void)
    init(_ title: String, systemImage: String, role: ButtonRole?, action: () -> Void)
    init(action: () -> Void, @ViewBuilder label: () -> some View)
    init(role: ButtonRole?, action: () -> Void, @ViewBuilder label: () -> some View)
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) init(role: ButtonRole, action: () -> Void)
}
struct Toggle: View {
    init(_ title: String, isOn: Binding<Bool>)
    init(_ title: String, systemImage: String, isOn: Binding<Bool>)
    init(isOn: Binding<Bool>, @ViewBuilder label: () -> some View)
}
struct Slider: View {
    init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, minimumValueLabel: some View, maximumValueLabel: some View, @ViewBuilder label: () -> some View)
    init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, @ViewBuilder label: () -> some View, @ViewBuilder minimumValueLabel: () -> some View, @ViewBuilder maximumValueLabel: () -> some View)
    init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil, @ViewBuilder label: () -> some View)
    init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double? = nil)
}
struct Stepper: View {
    init(_ title: String, value: Binding<Double>, in bounds: ClosedRange<Double>? = nil, step: Double = 1)
    init(value: Binding<Double>, in bounds: ClosedRange<Double>? = nil, step: Double = 1, @ViewBuilder label: () -> some View)
}
struct TextEditor: View {
    init(text: Binding<String>)
}
struct TextField: View {
    init(_ title: String, text: Binding<String>)
    init(_ title: String, text: Binding<String>, prompt: Text?)
    init(_ title: String, text: Binding<String>, axis: Axis)
}
struct SecureField: View {
    init(_ title: String, text: Binding<String>)
}
struct ProgressView: View {
    init()
    init(_ title: String)
    init(value: Double, total: Double = 1)
    init(_ title: String, value: Double, total: Double = 1)
}
struct Menu: View {
    init(_ title: String, @ViewBuilder content: () -> some View)
    init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View, primaryAction: () -> Void)
    init(_ title: String, @ViewBuilder content: () -> some View, primaryAction: () -> Void)
}
struct ControlGroup: View {
    init(@ViewBuilder content: () -> some View)
    init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
}
struct Picker: View {
    init(_ title: String, selection: Binding<Any>, @ViewBuilder content: () -> some View)
    init(_ title: String, systemImage: String, selection: Binding<Any>, @ViewBuilder content: () -> some View)
    init(selection: Binding<Any>, @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
    @available(*, deprecated: 18, renamed: "init(selection:content:label:)")
    init(selection: Binding<Any>, label: some View, @ViewBuilder content: () -> some View)
}
struct ShareLink: View {
    init(item: Any)
    init(_ title: String, item: Any)
}
struct Link: View {
    init(_ title: String, destination: Any)
}
struct HStack: View {
    init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View)
}
@available(macOS 10.15, *) @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
struct HSplitView: View {
    init(@ViewBuilder content: () -> some View)
}
@available(macOS 10.15, *) @available(iOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
struct VSplitView: View {
    init(@ViewBuilder content: () -> some View)
}
struct VStack: View {
    init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View)
}
struct ZStack: View {
    init(alignment: Alignment = .center, @ViewBuilder content: () -> some View)
}
struct LazyVStack: View {
    init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View)
}
struct LazyHStack: View {
    init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View)
}
struct Spacer: View {
    init(minLength: CGFloat? = nil)
}
struct Divider: View {
    init()
}
struct EmptyView: View {
    init()
}
struct Rectangle: View {
    init()
}
struct Circle: View {
    init()
}
struct Capsule: View {
    init()
}
struct Ellipse: View {
    init()
}
struct RoundedRectangle: View {
    init(cornerRadius: CGFloat, style: Any = .circular)
    init(cornerSize: CGSize, style: Any = .circular)
}
struct List: View {
    init(@ViewBuilder content: () -> some View)
    init(selection: Binding<Any>, @ViewBuilder content: () -> some View)
}
struct Form: View {
    init(@ViewBuilder content: () -> some View)
}
struct Section: View {
    init(@ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder footer: () -> some View)
    init(header: some View, @ViewBuilder content: () -> some View)
    init(header: some View, footer: some View, @ViewBuilder content: () -> some View)
    init(footer: some View, @ViewBuilder content: () -> some View)
    init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> some View)
    init(_ title: String, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder header: () -> some View, @ViewBuilder footer: () -> some View)
}
struct ScrollView: View {
    init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> some View)
}
struct NavigationStack: View {
    init(@ViewBuilder content: () -> some View)
    init(path: Binding<Any>, @ViewBuilder content: () -> some View)
}
struct NavigationView: View {
    init(@ViewBuilder content: () -> some View)
}
struct NavigationSplitView: View {
    init(@ViewBuilder sidebar: () -> some View, @ViewBuilder detail: () -> some View)
    init(@ViewBuilder sidebar: () -> some View, @ViewBuilder content: () -> some View, @ViewBuilder detail: () -> some View)
    init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> some View, @ViewBuilder detail: () -> some View)
    init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> some View, @ViewBuilder content: () -> some View, @ViewBuilder detail: () -> some View)
    init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> some View, @ViewBuilder detail: () -> some View)
    init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> some View, @ViewBuilder content: () -> some View, @ViewBuilder detail: () -> some View)
    init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> some View, @ViewBuilder detail: () -> some View)
    init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> some View, @ViewBuilder content: () -> some View, @ViewBuilder detail: () -> some View)
}
struct NavigationLink: View {
    init(_ title: String, @ViewBuilder destination: () -> some View)
    init(destination: some View, @ViewBuilder label: () -> some View)
    init(_ title: String, destination: some View)
    init(value: Any?, @ViewBuilder label: () -> some View)
    init(@ViewBuilder destination: () -> some View, @ViewBuilder label: () -> some View)
    init(_ title: String, value: Any)
    init(value: Any, @ViewBuilder label: () -> some View)
    @available(*, deprecated: 16, renamed: "navigationDestination(isPresented:destination:)") init(destination: some View, isActive: Binding<Bool>, @ViewBuilder label: () -> some View)
    @available(*, deprecated: 16, renamed: "navigationDestination(isPresented:destination:)") init(_ title: String, destination: some View, isActive: Binding<Bool>)
    @available(*, deprecated: 16, renamed: "NavigationLink(value:label:)") init(destination: some View, tag: Any, selection: Binding<Any>, @ViewBuilder label: () -> some View)
}
struct TabView: View {
    init(@TabContentBuilder content: () -> some View)
    init(selection: Binding<Any>, @TabContentBuilder content: () -> some View)
}
struct Tab: TabContent {
    init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View)
    init(_ title: String, image: String, @ViewBuilder content: () -> some View)
    init(_ title: String, systemImage: String, value: Any, @ViewBuilder content: () -> some View)
    init(_ title: String, systemImage: String, value: Any, role: TabRole? = nil, @ViewBuilder content: () -> some View)
    init(value: Any, @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
    init(_ title: String, value: Any, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
    init(_ title: String, @ViewBuilder content: () -> some View)
    init(value: Any, role: TabRole, @ViewBuilder content: () -> some View)
    init(role: TabRole, @ViewBuilder content: () -> some View)
}
struct TabRole {
    static let search: TabRole
    @available(iOS 27, *) static let prominent: TabRole
}
struct TabSection: TabContent {
    init(_ title: String, @TabContentBuilder content: () -> some View)
    init(@TabContentBuilder content: () -> some View, @ViewBuilder header: () -> some View)
}
struct ToolbarItem: CustomizableToolbarContent {
    init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View)
    init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View)
    @available(*, deprecated: 27, renamed: "defaultCustomization(_:options:)")
    init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> some View)
}
struct ToolbarItemGroup: ToolbarContent {
    init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View)
    init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
}
@available(iOS 26, macOS 26, *) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
struct ToolbarSpacer: CustomizableToolbarContent {
    init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic)
    init(_ sizing: SpacerSizing = .flexible, id: String, placement: ToolbarItemPlacement = .automatic)
}
@available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct DefaultToolbarItem: ToolbarContent {
    init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic)
}
@available(iOS 27, visionOS 27, *) @available(macOS, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable)
struct ToolbarOverflowMenu: ToolbarContent {
    init(@ViewBuilder content: () -> some View)
}
struct ToolbarTitleMenu: ToolbarContent {
    init()
    init(@ViewBuilder content: () -> some View)
}
struct ToolbarCommands: Commands {
    init()
}
struct SidebarCommands: Commands {
    init()
}
struct TextEditingCommands: Commands {
    init()
}
struct TextFormattingCommands: Commands {
    init()
}
struct InspectorCommands: Commands {
    init()
}
struct CommandMenu: Commands {
    init(_ name: String, @ViewBuilder content: () -> some View)
}
struct CommandGroup: Commands {
    init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> some View)
    init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> some View)
    init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> some View)
}
struct WindowGroup: Scene {
    init(@ViewBuilder content: () -> some View)
    init(_ title: String, @ViewBuilder content: () -> some View)
    init(_ title: String, id: String, @ViewBuilder content: () -> some View)
    init(id: String, @ViewBuilder content: () -> some View)
}
struct Window: Scene {
    init(_ title: String, id: String, @ViewBuilder content: () -> some View)
}
struct DocumentGroup: Scene {
    init(@ViewBuilder content: () -> some View)
    init(newDocument: Any, @ViewBuilder editor content: (Any) -> some View)
    init(newDocument: () -> Any, @ViewBuilder editor content: (Any) -> some View)
    init(viewing documentType: Any, @ViewBuilder viewer content: (Any) -> some View)
    init(for contentType: Any, @ViewBuilder editor content: () -> some View)
}
struct MenuBarExtra: Scene {
    init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
}
struct EditButton: View {
    init()
}
struct PhotosPicker: View {
    init(selection: Binding<Any>, matching filter: Any? = nil, @ViewBuilder label: () -> some View)
    init(_ title: String, selection: Binding<Any>, matching filter: Any? = nil)
}
struct LabeledContent: View {
    init(_ title: String, value: Any)
    init(_ title: String, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
}
struct ContentUnavailableView: View {
    init(_ title: String, systemImage: String, description: Text? = nil)
    init(@ViewBuilder label: () -> some View, @ViewBuilder description: () -> some View, @ViewBuilder actions: () -> some View)
    init(@ViewBuilder label: () -> some View, @ViewBuilder description: () -> some View)
    init(@ViewBuilder label: () -> some View)
    static let search: ContentUnavailableView
    static func search(text: String) -> ContentUnavailableView
}
struct GeometryReader: View {
    init(@ViewBuilder content: (Any) -> some View)
}
struct ViewThatFits: View {
    init(in axes: Any = .all, @ViewBuilder content: () -> some View)
}
struct AsyncImage: View {
    init(url: Any?, scale: CGFloat = 1)
    init(url: Any?, scale: CGFloat = 1, @ViewBuilder content: (Any) -> some View, @ViewBuilder placeholder: () -> some View)
    init(url: Any?, scale: CGFloat = 1, transaction: Any? = nil, @ViewBuilder content: (Any) -> some View)
}
struct Grid: View {
    init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> some View)
}
struct GridRow: View {
    init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> some View)
}
struct LazyVGrid: View {
    init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> some View)
}
struct LazyHGrid: View {
    init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> some View)
}
struct GridItem {
    init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)
    struct Size {
        static func fixed(_ size: CGFloat) -> GridItem.Size
        static func flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity) -> GridItem.Size
        static func adaptive(minimum: CGFloat, maximum: CGFloat = .infinity) -> GridItem.Size
    }
}
struct DatePicker: View {
    init(_ title: String, selection: Binding<Any>, displayedComponents: Any = [.hourAndMinute, .date])
    init(_ title: String, selection: Binding<Any>, in range: Any, displayedComponents: Any = [.hourAndMinute, .date])
}
struct ColorPicker: View {
    init(_ title: String, selection: Binding<Any>, supportsOpacity: Bool = true)
}
struct Gauge: View {
    init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View)
    init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> some View, @ViewBuilder currentValueLabel: () -> some View)
}
struct DisclosureGroup: View {
    init(_ title: String, @ViewBuilder content: () -> some View)
    init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> some View)
    init(@ViewBuilder content: () -> some View, @ViewBuilder label: () -> some View)
}
struct OutlineGroup: View {
    init(_ data: Any, children: KeyPath, @ViewBuilder content: (Any) -> some View)
}
struct SearchUnavailableView: View {
    init()
}
struct Settings: Scene {
    init(@ViewBuilder content: () -> some View)
}
struct Group: View, ToolbarContent, CustomizableToolbarContent, TabContent, Scene, Commands {
    init(@ViewBuilder content: () -> some View)
}
struct ForEach: View, ToolbarContent, CustomizableToolbarContent, TabContent, Commands {
    init(_ data: Any, id: KeyPath, @ViewBuilder content: (Any) -> some View)
    init(_ data: Any, @ViewBuilder content: (Any) -> some View)
}

// MARK: View modifiers
extension View {
    func font(_ font: Font?) -> some View
    func fontWeight(_ weight: Font.Weight?) -> some View
    func fontDesign(_ design: Font.Design?) -> some View
    func bold(_ isActive: Bool = true) -> some View
    func italic(_ isActive: Bool = true) -> some View
    func underline(_ isActive: Bool = true) -> some View
    func strikethrough(_ isActive: Bool = true) -> some View
    func monospaced(_ isActive: Bool = true) -> some View
    func foregroundStyle(_ style: ShapeStyle) -> some View
    func fill(_ content: ShapeStyle) -> some View
    func stroke(_ content: ShapeStyle, lineWidth: CGFloat = 1) -> some View
    func foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle) -> some View
    func foregroundColor(_ color: Color?) -> some View
    func tint(_ tint: Color?) -> some View
    func background(_ style: ShapeStyle = .background) -> some View
    func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> some View
    func background(_ content: some View, alignment: Alignment = .center) -> some View
    func background(_ style: ShapeStyle, in shape: Any) -> some View
    func overlay(_ content: some View, alignment: Alignment = .center) -> some View
    func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> some View
    func overlay(_ style: ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    func overlay(_ style: ShapeStyle, in shape: Any) -> some View
    func opacity(_ opacity: Double) -> some View
    func cornerRadius(_ radius: CGFloat) -> some View
    func shadow(radius: CGFloat) -> some View
    func padding(_ length: CGFloat) -> some View
    func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View
    func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View
    func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View
    func fixedSize() -> some View
    func layoutPriority(_ value: Double) -> some View
    func lineLimit(_ number: Int?) -> some View
    func lineLimit(_ limit: ClosedRange<Int>) -> some View
    func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View
    func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View
    func multilineTextAlignment(_ alignment: TextAlignment) -> some View
    func ignoresSafeArea() -> some View
    func hidden() -> some View
    func disabled(_ disabled: Bool) -> some View
    func id(_ id: Any) -> some View
    func tag(_ tag: Any) -> some View
    func help(_ text: String) -> some View
    func accessibilityLabel(_ label: String) -> some View
    func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View
    func keyboardShortcut(_ key: String, modifiers: EventModifiers = .command) -> some View
    func labelStyle(_ style: LabelStyle) -> some View
    func buttonStyle(_ style: ButtonStyle) -> some View
    func pickerStyle(_ style: PickerStyle) -> some View
    func listStyle(_ style: ListStyle) -> some View
    func controlGroupStyle(_ style: ControlGroupStyle) -> some View
    func textFieldStyle(_ style: TextFieldStyle) -> some View
    func controlSize(_ size: ControlSize) -> some View
    func labelsHidden() -> some View
    func badge(_ count: Int) -> some View
    func scrollContentBackground(_ visibility: Visibility) -> some View
    func onAppear(perform action: (() -> Void)? = nil) -> some View
    func onDisappear(perform action: (() -> Void)? = nil) -> some View
    func onTapGesture(count: Int = 1, perform action: () -> Void) -> some View
    func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil) -> some View
    func navigationTitle(_ title: String) -> some View
    @available(iOS 26, macOS 11, *) func navigationSubtitle(_ subtitle: String) -> some View
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View
    @available(iOS 26, *) func tabViewBottomAccessory(@ViewBuilder content: () -> some View) -> some View
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View
    @available(iOS 26, *) func tabViewBottomAccessory(isEnabled: Bool, @ViewBuilder content: () -> some View) -> some View
    @available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) func toolbarMinimizationBehavior(_ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...) -> some View
    func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
    func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View
    func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View
    func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View
    func toolbar(@ToolbarContentBuilder content: () -> some View) -> some View
    func toolbar(id: String, @ToolbarContentBuilder content: () -> some View) -> some View
    @available(*, deprecated: 27, renamed: "toolbarVisibility(_:for:)") func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View
    func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    @available(*, deprecated: 27, renamed: "toolbarBackgroundVisibility(_:for:)") func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    func toolbarBackground(_ style: ShapeStyle, for bars: ToolbarPlacement...) -> some View
    func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View
    func toolbarRole(_ role: ToolbarRole) -> some View
    func toolbarTitleMenu(@ViewBuilder content: () -> some View) -> some View
    func toolbarCustomizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some View
    func sheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> some View) -> some View
    func popover(isPresented: Binding<Bool>, @ViewBuilder content: () -> some View) -> some View
    func inspector(isPresented: Binding<Bool>, @ViewBuilder content: () -> some View) -> some View
    func presentationDetents(_ detents: Any) -> some View
    func presentationDetents(_ detents: Any, selection: Binding<Any>) -> some View
    func tabItem(@ViewBuilder _ label: () -> some View) -> some View
    func tabViewStyle(_ style: TabViewStyle) -> some View
    func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View
    func commands(@CommandsBuilder content: () -> some View) -> some View
    func resizable() -> some View
    func scaledToFit() -> some View
    func scaledToFill() -> some View
    func aspectRatio(_ ratio: CGFloat? = nil, contentMode: Any) -> some View
    func imageScale(_ scale: Any) -> some View
    func symbolRenderingMode(_ mode: Any) -> some View
    func symbolVariant(_ variant: Any) -> some View
    func clipShape(_ shape: Any) -> some View
    func clipped() -> some View
    func border(_ style: ShapeStyle, width: CGFloat = 1) -> some View
    func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View
    func scaleEffect(_ scale: CGFloat) -> some View
    func rotationEffect(_ angle: Any) -> some View
    func zIndex(_ value: Double) -> some View
    func animation(_ animation: Any, value: Any) -> some View
    func transition(_ t: Any) -> some View
    func lineSpacing(_ spacing: CGFloat) -> some View
    func truncationMode(_ mode: Any) -> some View
    func minimumScaleFactor(_ factor: CGFloat) -> some View
    func textCase(_ textCase: Any) -> some View
    func kerning(_ kerning: CGFloat) -> some View
    func tracking(_ tracking: CGFloat) -> some View
    func environment(_ keyPath: KeyPath, _ value: Any) -> some View
    func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View
    func allowsHitTesting(_ enabled: Bool) -> some View
    func contentShape(_ shape: Any) -> some View
    func listRowBackground(_ view: some View) -> some View
    func listRowSeparator(_ visibility: Visibility) -> some View
    func scrollIndicators(_ visibility: Any, axes: Any = [.vertical, .horizontal]) -> some View
    func toggleStyle(_ style: Any) -> some View
    func menuStyle(_ style: Any) -> some View
    func progressViewStyle(_ style: Any) -> some View
    func formStyle(_ style: Any) -> some View
    func navigationSplitViewStyle(_ style: Any) -> some View
    func buttonBorderShape(_ shape: Any) -> some View
    func glassEffect() -> some View
    @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    func glassEffect(_ glass: Any, in shape: Any = .capsule) -> some View
    func hoverEffect(_ effect: Any = .automatic, isEnabled: Bool = true) -> some View
    func contentMargins(_ edges: Any = .all, _ length: CGFloat?, for placement: Any = .automatic) -> some View
    func scrollTargetLayout(isEnabled: Bool = true) -> some View
    func scrollClipDisabled(_ disabled: Bool = true) -> some View
    func drawingGroup(opaque: Bool = false, colorMode: Any = .nonLinear) -> some View
    func alignmentGuide(_ g: Any, computeValue: (Any) -> CGFloat) -> some View
    func gaugeStyle(_ style: Any) -> some View
    @available(*, deprecated: 18, renamed: "tint(_:)")
    func accentColor(_ accentColor: Color?) -> some View
    func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View
    func presentationDragIndicator(_ visibility: Visibility) -> some View
    func submitLabel(_ label: Any) -> some View
    func autocorrectionDisabled(_ disable: Bool = true) -> some View
    @available(*, deprecated: 18, renamed: "autocorrectionDisabled(_:)")
    func disableAutocorrection(_ disable: Bool?) -> some View
    func textInputAutocapitalization(_ autocapitalization: Any) -> some View
    @available(*, deprecated: 18, renamed: "textInputAutocapitalization(_:)")
    func autocapitalization(_ style: Any) -> some View
    func textContentType(_ textContentType: Any?) -> some View
    func keyboardType(_ type: Any) -> some View
    func focused(_ condition: Binding<Bool>) -> some View
    func onSubmit(_ action: () -> Void) -> some View
    func onSubmit(of triggers: Any, _ action: () -> Void) -> some View
    func onChange(of value: Any, perform action: (Any) -> Void) -> some View
    func onChange(of value: Any, initial: Bool = false, _ action: (Any, Any) -> Void) -> some View
    func task(_ action: () -> Void) -> some View
    func refreshable(action: () -> Void) -> some View
    func contextMenu(@ViewBuilder menuItems: () -> some View) -> some View
    func swipeActions(edge: Any? = nil, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> some View) -> some View
    func safeAreaInset(edge: Any, alignment: Any? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) -> some View
    func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View) -> some View
    func alert(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View) -> some View
    func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> some View) -> some View
    func navigationDestination(for data: Any, destination: (Any) -> Void) -> some View
    func navigationDestination(isPresented: Binding<Bool>, @ViewBuilder destination: () -> some View) -> some View
    func fullScreenCover(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> some View) -> some View
    func accessibilityHint(_ hint: String) -> some View
    func accessibilityHidden(_ hidden: Bool) -> some View
    func accessibilityIdentifier(_ identifier: String) -> some View
    // What real apps put around their toolbars and tabs (spec R, issue "Real apps").
    func environment(_ object: Any) -> some View
    func modifier(_ modifier: Any) -> some View
    func environmentObject(_ object: Any) -> some View
    func modelContainer(for modelType: Any) -> some View
    func sheet(item: Binding<Any>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: (Any) -> some View) -> some View
    func fullScreenCover(item: Binding<Any>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: (Any) -> some View) -> some View
    func popover(item: Binding<Any>, attachmentAnchor: Any? = nil, arrowEdge: Edge? = nil, @ViewBuilder content: (Any) -> some View) -> some View
    func popover(isPresented: Binding<Bool>, attachmentAnchor: Any, arrowEdge: Edge? = nil, @ViewBuilder content: () -> some View) -> some View
    func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    func inspectorColumnWidth(_ width: CGFloat) -> some View
    func alert(_ title: String, isPresented: Binding<Bool>, presenting data: Any?, @ViewBuilder actions: (Any) -> some View) -> some View
    func alert(_ title: String, isPresented: Binding<Bool>, presenting data: Any?, @ViewBuilder actions: (Any) -> some View, @ViewBuilder message: (Any) -> some View) -> some View
    func alert(isPresented: Binding<Bool>, error: Any?, @ViewBuilder actions: () -> some View) -> some View
    func alert(isPresented: Binding<Bool>, content: () -> Any) -> some View
    func alert(item: Binding<Any>, content: (Any) -> Any) -> some View
    func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> some View, @ViewBuilder message: () -> some View) -> some View
    func confirmationDialog(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: Any?, @ViewBuilder actions: (Any) -> some View) -> some View
    func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View
    func navigationDestination(item: Binding<Any>, @ViewBuilder destination: (Any) -> some View) -> some View
    func navigationBarTitle(_ title: String) -> some View
    func navigationBarHidden(_ hidden: Bool) -> some View
    func task(id: Any, priority: Any? = nil, _ action: () -> Void) -> some View
    func task(priority: Any, _ action: () -> Void) -> some View
    func onReceive(_ publisher: Any, perform action: (Any) -> Void) -> some View
    func onOpenURL(perform action: (Any) -> Void) -> some View
    func onDelete(perform action: ((Any) -> Void)?) -> some View
    func onMove(perform action: ((Any, Any) -> Void)?) -> some View
    func onHover(perform action: (Bool) -> Void) -> some View
    func onLongPressGesture(minimumDuration: Double = 0.5, perform action: () -> Void) -> some View
    func onChange(of value: Any, _ action: () -> Void) -> some View
    func contextMenu(@ViewBuilder menuItems: () -> some View, @ViewBuilder preview: () -> some View) -> some View
    // A PreviewProvider's settings for Xcode's canvas: Easel draws each platform at its own size.
    @available(*, deprecated: 18, renamed: "navigationSplitViewStyle(_:)") func navigationViewStyle(_ style: Any) -> some View
    func previewDisplayName(_ name: String?) -> some View
    func previewLayout(_ layout: Any) -> some View
    func previewDevice(_ device: Any?) -> some View
    func previewInterfaceOrientation(_ orientation: Any) -> some View
    func contextMenu(forSelectionType itemType: Any, @ViewBuilder menu: (Any) -> some View, primaryAction: ((Any) -> Void)? = nil) -> some View
    func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil) -> some View
    func searchable(text: Binding<String>, tokens: Binding<Any>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil, @ViewBuilder token: (Any) -> some View) -> some View
    func searchSuggestions(@ViewBuilder _ suggestions: () -> some View) -> some View
    func searchScopes(_ scope: Binding<Any>, @ViewBuilder scopes: () -> some View) -> some View
    func listRowInsets(_ insets: Any?) -> some View
    func listRowSpacing(_ spacing: CGFloat?) -> some View
    func listSectionSpacing(_ spacing: Any) -> some View
    func listItemTint(_ tint: Any?) -> some View
    func headerProminence(_ prominence: Any) -> some View
    func shadow(color: Any = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View
    func redacted(reason: Any) -> some View
    func dynamicTypeSize(_ size: Any) -> some View
    func statusBarHidden(_ hidden: Bool = true) -> some View
    func matchedGeometryEffect(id: Any, in namespace: Any, isSource: Bool = true) -> some View
    func gesture(_ gesture: Any) -> some View
    func simultaneousGesture(_ gesture: Any) -> some View
    func draggable(_ payload: Any) -> some View
    func dropDestination(for payloadType: Any, action: (Any, Any) -> Bool) -> some View
    func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: Any, allowsMultipleSelection: Bool = false, onCompletion: (Any) -> Void) -> some View
    func fileExporter(isPresented: Binding<Bool>, document: Any?, contentType: Any, defaultFilename: String? = nil, onCompletion: (Any) -> Void) -> some View
    func safeAreaPadding(_ edges: Any = .all, _ length: CGFloat? = nil) -> some View
    func containerRelativeFrame(_ axes: Any, alignment: Alignment = .center) -> some View
    func scrollDismissesKeyboard(_ mode: Any) -> some View
    func scrollTargetBehavior(_ behavior: Any) -> some View
    func scrollPosition(id: Binding<Any>) -> some View
    func sensoryFeedback(_ feedback: Any, trigger: Any) -> some View
    func sensoryFeedback(_ feedback: Any, trigger: Any, condition: (Any, Any) -> Bool) -> some View
    func sensoryFeedback(trigger: Any, _ feedback: (Any, Any) -> Any) -> some View
    func symbolEffect(_ effect: Any) -> some View
    func contentTransition(_ transition: Any) -> some View
    func focusable(_ isFocusable: Bool = true) -> some View
    func focused(_ binding: Binding<Any>, equals value: Any) -> some View
    func textSelection(_ selectability: Any) -> some View
    func privacySensitive(_ sensitive: Bool = true) -> some View
    func monospacedDigit() -> some View
    func accessibilityElement(children: Any = .ignore) -> some View
    func accessibilityAddTraits(_ traits: Any) -> some View
    func accessibilityValue(_ value: String) -> some View
    func edgesIgnoringSafeArea(_ edges: Any) -> some View
    func ignoresSafeArea(_ regions: Any, edges: Any = .all) -> some View
    func presentationBackground(_ style: Any) -> some View
    func presentationCornerRadius(_ radius: CGFloat?) -> some View
    func presentationCompactAdaptation(_ adaptation: Any) -> some View
    func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View
    func toolbarForegroundStyle(_ style: Any, for bars: ToolbarPlacement...) -> some View
    func backgroundStyle(_ style: Any) -> some View
    func handlesExternalEvents(preferring: Any, allowing: Any) -> some View
    func userActivity(_ activityType: String, isActive: Bool = true, _ update: (Any) -> Void) -> some View
    func onContinueUserActivity(_ activityType: String, perform action: (Any) -> Void) -> some View
    func refreshable(_ action: () -> Void) -> some View
}

// MARK: Toolbar content modifiers
extension CustomizableToolbarContent {
    func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some CustomizableToolbarContent
    func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> some CustomizableToolbarContent
}
extension ToolbarContent {
    func hidden(_ hidden: Bool = true) -> some ToolbarContent
    @available(iOS 27, macOS 26.1, tvOS 27, watchOS 27, visionOS 27, *) func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent
    @available(iOS 26, macOS 26, *) func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent
    @available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *) func contentMarginsRemoved(_ removed: Bool = true) -> some ToolbarContent
}

// MARK: Tab content modifiers
extension TabContent {
    func customizationID(_ id: String) -> some TabContent
    func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent
    func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent
    func tabPlacement(_ placement: TabPlacement) -> some TabContent
    func badge(_ count: Int) -> some TabContent
    func hidden(_ hidden: Bool = true) -> some TabContent
    func disabled(_ disabled: Bool) -> some TabContent
    func accessibilityIdentifier(_ identifier: String) -> some TabContent
    func accessibilityLabel(_ label: String) -> some TabContent
    func accessibilityHint(_ hint: String) -> some TabContent
    func contextMenu(@ViewBuilder menuItems: () -> some View) -> some TabContent
}

// MARK: Scene modifiers
extension Scene {
    func commands(@CommandsBuilder content: () -> some View) -> some Scene
    func environment(_ object: Any) -> some Scene
    func environmentObject(_ object: Any) -> some Scene
    func environment(_ keyPath: KeyPath, _ value: Any) -> some Scene
    func modelContainer(for modelType: Any) -> some Scene
    func windowStyle(_ style: Any) -> some Scene
    func defaultPosition(_ position: Any) -> some Scene
    func handlesExternalEvents(matching conditions: Any) -> some Scene
    func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene
    func defaultSize(width: CGFloat, height: CGFloat) -> some Scene
    func windowToolbarStyle(_ style: WindowToolbarStyle) -> some Scene
    func windowResizability(_ resizability: Any) -> some Scene
}
"""#
}
