// A stand-in for SwiftUI with just enough surface for `swiftc -typecheck` of toolbar and tab
// examples. `easel bench` type-checks the same sources against it to measure the floor a
// compile-based preview cannot beat: real SwiftUI is far larger, so this floor is generous.
// Written for Easel; not Apple's interface.

public protocol View { associatedtype Body: View; @ViewBuilder var body: Body { get } }
extension Never: View, ToolbarContent, CustomizableToolbarContent, Scene, Commands, TabContent { public var body: Never { return fatalError() } }
public struct AnyView: View { public var body: Never { return fatalError() } }

@resultBuilder public enum ViewBuilder {
    public static func buildBlock(_ parts: Any...) -> AnyView { AnyView() }
    public static func buildOptional(_ part: Any?) -> AnyView { AnyView() }
    public static func buildEither(first: Any) -> AnyView { AnyView() }
    public static func buildEither(second: Any) -> AnyView { AnyView() }
    public static func buildArray(_ parts: [Any]) -> AnyView { AnyView() }
    public static func buildLimitedAvailability(_ part: Any) -> AnyView { AnyView() }
}

public protocol ToolbarContent { associatedtype Body: ToolbarContent; @ToolbarContentBuilder var body: Body { get } }
public protocol CustomizableToolbarContent: ToolbarContent {}
public struct AnyToolbar: CustomizableToolbarContent { public var body: Never { return fatalError() } }
@resultBuilder public enum ToolbarContentBuilder {
    public static func buildBlock(_ parts: Any...) -> AnyToolbar { AnyToolbar() }
    public static func buildOptional(_ part: Any?) -> AnyToolbar { AnyToolbar() }
    public static func buildEither(first: Any) -> AnyToolbar { AnyToolbar() }
    public static func buildEither(second: Any) -> AnyToolbar { AnyToolbar() }
    public static func buildArray(_ parts: [Any]) -> AnyToolbar { AnyToolbar() }
}

public protocol Scene { associatedtype Body: Scene; @SceneBuilder var body: Body { get } }
public struct AnyScene: Scene { public var body: Never { return fatalError() } }
@resultBuilder public enum SceneBuilder { public static func buildBlock(_ parts: Any...) -> AnyScene { AnyScene() } }
public protocol App { associatedtype Body: Scene; init(); @SceneBuilder var body: Body { get } }
extension App { public static func main() {} }
public protocol Commands { associatedtype Body: Commands; @CommandsBuilder var body: Body { get } }
public struct AnyCommands: Commands { public var body: Never { return fatalError() } }
@resultBuilder public enum CommandsBuilder { public static func buildBlock(_ parts: Any...) -> AnyCommands { AnyCommands() } }
public struct ToolbarCommands: Commands { public init() {}; public var body: Never { return fatalError() } }
public struct WindowGroup: Scene {
    public init(@ViewBuilder content: () -> some View) {}
    public var body: Never { return fatalError() }
}
extension Scene { public func commands(@CommandsBuilder content: () -> some Commands) -> AnyScene { AnyScene() } }

public protocol TabContent { associatedtype Body: TabContent; @TabContentBuilder var body: Body { get } }
public struct AnyTab: TabContent { public var body: Never { return fatalError() } }
@resultBuilder public enum TabContentBuilder {
    public static func buildBlock(_ parts: Any...) -> AnyTab { AnyTab() }
    public static func buildArray(_ parts: [Any]) -> AnyTab { AnyTab() }
}

// MARK: Values

public typealias CGFloat = Double
public struct LocalizedStringKey: ExpressibleByStringInterpolation { public init(stringLiteral: String) {} }
@propertyWrapper public struct State<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Binding<Value> { Binding() }
}
@propertyWrapper public struct Binding<Value> {
    public init() {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
}
@propertyWrapper public struct AppStorage<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value, _ key: String) { self.wrappedValue = wrappedValue }
    public var projectedValue: Binding<Value> { Binding() }
}
@propertyWrapper public struct SceneStorage<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value, _ key: String) { self.wrappedValue = wrappedValue }
    public var projectedValue: Binding<Value> { Binding() }
}
public struct EnvironmentValues { public var dismiss: DismissAction { DismissAction() } }
public struct DismissAction { public func callAsFunction() {} }
@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public struct Font {
    public enum Weight { case regular, medium, semibold, bold }
    public static let title = Font(), body = Font(), headline = Font(), caption = Font(), largeTitle = Font()
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font { Font() }
    public func italic() -> Font { self }
    public func bold() -> Font { self }
}
public struct Color: View { public static let red = Color(), blue = Color(), secondary = Color(), accentColor = Color(); public var body: Never { return fatalError() } }
public enum Edge { case top, bottom, leading, trailing; public struct Set { public static let all = Set(), horizontal = Set(), vertical = Set(), top = Set(), bottom = Set() } }
public enum Alignment { case center, leading, trailing, top, bottom, topLeading, bottomTrailing }
public enum HorizontalAlignment { case center, leading, trailing }
public enum Visibility { case automatic, visible, hidden }

public struct ToolbarItemPlacement {
    public static let automatic = Self(), principal = Self(), status = Self(), primaryAction = Self(), secondaryAction = Self()
    public static let confirmationAction = Self(), cancellationAction = Self(), destructiveAction = Self(), navigation = Self()
    public static let topBarLeading = Self(), topBarTrailing = Self(), bottomBar = Self(), bottomOrnament = Self(), keyboard = Self()
    public static let navigationBarLeading = Self(), navigationBarTrailing = Self(), title = Self()
    public static func accessoryBar<ID: Hashable>(id: ID) -> Self { Self() }
}
public struct ToolbarCustomizationBehavior { public static let `default` = Self(), reorderable = Self(), disabled = Self() }
public struct ToolbarCustomizationOptions { public init() {}; public static let alwaysAvailable = Self() }
public struct ToolbarRole { public static let automatic = Self(), editor = Self(), browser = Self(), navigationStack = Self() }
public struct TabCustomizationBehavior { public static let automatic = Self(), reorderable = Self(), disabled = Self() }
public enum AdaptableTabBarPlacement { case automatic, sidebar, tabBar }
public struct TabViewCustomization { public init() {}; public mutating func resetVisibility() {}; public mutating func resetTabOrder() {} }
public struct SidebarAdaptableTabViewStyle { public static let sidebarAdaptable = Self(), automatic = Self(), page = Self(), tabBarOnly = Self() }

// MARK: Views

public struct Text: View {
    public init(_ text: LocalizedStringKey) {}
    public init(_ text: String) {}
    public var body: Never { return fatalError() }
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
}
public struct Image: View {
    public init(systemName: String) {}
    public init(_ name: String) {}
    public var body: Never { return fatalError() }
    public func resizable() -> Image { self }
}
public struct Label: View {
    public init(_ title: LocalizedStringKey, systemImage: String) {}
    public init(_ title: String, systemImage: String) {}
    public init(@ViewBuilder title: () -> some View, @ViewBuilder icon: () -> some View) {}
    public var body: Never { return fatalError() }
}
public struct Button: View {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> some View) {}
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {}
    public init(_ title: String, action: @escaping () -> Void) {}
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {}
    public var body: Never { return fatalError() }
}
public struct Toggle: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> some View) {}
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {}
    public init(_ title: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
    public var body: Never { return fatalError() }
}
public struct Slider: View {
    public init(value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1) {}
    public init(value: Binding<Double>, in bounds: ClosedRange<Double>, step: Double = 1, @ViewBuilder label: () -> some View,
                @ViewBuilder minimumValueLabel: () -> some View, @ViewBuilder maximumValueLabel: () -> some View) {}
    public init(value: Binding<Double>, in bounds: ClosedRange<Double>, minimumValueLabel: some View, maximumValueLabel: some View,
                @ViewBuilder label: () -> some View) {}
    public var body: Never { return fatalError() }
}
public struct TextEditor: View { public init(text: Binding<String>) {}; public var body: Never { return fatalError() } }
public struct TextField: View { public init(_ title: LocalizedStringKey, text: Binding<String>) {}; public var body: Never { return fatalError() } }
public struct Spacer: View { public init() {}; public var body: Never { return fatalError() } }
public struct Divider: View { public init() {}; public var body: Never { return fatalError() } }
public struct VStack: View { public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) {}; public var body: Never { return fatalError() } }
public struct HStack: View { public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> some View) {}; public var body: Never { return fatalError() } }
public struct ZStack: View { public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {}; public var body: Never { return fatalError() } }
public struct List: View { public init(@ViewBuilder content: () -> some View) {}; public var body: Never { return fatalError() } }
public struct Group: View { public init(@ViewBuilder content: () -> some View) {}; public var body: Never { return fatalError() } }
public struct ScrollView: View { public init(@ViewBuilder content: () -> some View) {}; public var body: Never { return fatalError() } }
public struct NavigationStack: View { public init(@ViewBuilder root: () -> some View) {}; public var body: Never { return fatalError() } }
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> some View) {}
    public var body: Never { return fatalError() }
}
extension ForEach where ID == Int, Data == Range<Int> {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> some View) {}
}
public struct TabView: View {
    public init(@TabContentBuilder content: () -> some TabContent) {}
    public var body: Never { return fatalError() }
}
public struct Tab: TabContent {
    public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> some View) {}
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> some View) {}
    public init<V: Hashable>(_ title: LocalizedStringKey, systemImage: String, value: V, @ViewBuilder content: () -> some View) {}
    public var body: Never { return fatalError() }
}
public struct TabSection: TabContent {
    public init(_ title: LocalizedStringKey, @TabContentBuilder content: () -> some TabContent) {}
    public var body: Never { return fatalError() }
}
extension ForEach: TabContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TabContentBuilder content: @escaping (Data.Element) -> some TabContent) {}
}
public struct ToolbarItem<ID>: CustomizableToolbarContent {
    public var body: Never { return fatalError() }
}
extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View) {}
}
extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View) {}
}
public struct ToolbarItemGroup: ToolbarContent {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> some View) {}
    public var body: Never { return fatalError() }
}
public struct ToolbarSpacer: CustomizableToolbarContent { public init() {}; public var body: Never { return fatalError() } }

// MARK: Modifiers

extension View {
    public func toolbar(@ToolbarContentBuilder content: () -> some ToolbarContent) -> AnyView { AnyView() }
    public func toolbar(id: String, @ToolbarContentBuilder content: () -> some CustomizableToolbarContent) -> AnyView { AnyView() }
    public func toolbarRole(_ role: ToolbarRole) -> AnyView { AnyView() }
    public func toolbar(_ visibility: Visibility, for bars: Any...) -> AnyView { AnyView() }
    public func navigationTitle(_ title: LocalizedStringKey) -> AnyView { AnyView() }
    public func navigationTitle(_ title: String) -> AnyView { AnyView() }
    public func font(_ font: Font?) -> AnyView { AnyView() }
    public func padding(_ length: CGFloat? = nil) -> AnyView { AnyView() }
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> AnyView { AnyView() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> AnyView { AnyView() }
    public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> AnyView { AnyView() }
    public func foregroundStyle(_ color: Color) -> AnyView { AnyView() }
    public func toolbarCustomizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> AnyView { AnyView() }
    public func tabViewStyle(_ style: SidebarAdaptableTabViewStyle) -> AnyView { AnyView() }
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> AnyView { AnyView() }
    public func disabled(_ disabled: Bool) -> AnyView { AnyView() }
}
extension CustomizableToolbarContent {
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> AnyToolbar { AnyToolbar() }
    public func defaultCustomization(_ visibility: Visibility = .automatic, options: ToolbarCustomizationOptions = ToolbarCustomizationOptions()) -> AnyToolbar { AnyToolbar() }
}
extension TabContent {
    public func customizationID(_ id: String) -> AnyTab { AnyTab() }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> AnyTab { AnyTab() }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> AnyTab { AnyTab() }
}
