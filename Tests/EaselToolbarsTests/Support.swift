import EaselFrontend
import EaselIR
import EaselText
import EaselToolbars
import Foundation
import Testing

let fonts: any TextMeasuring = FreeTypeFonts.shared!

let window = PresentationDecl(id: "window", kind: "window")

/// A toolbar declared in code, as a Swift program using the engine would.
func toolbar(id: String? = nil, _ items: [(key: String, placement: ToolbarPlacement)]) -> ToolbarDecl {
    ToolbarDecl(id: id, host: "Host", presentation: "window",
                items: items.enumerated().map { i, item in
                    ToolbarItemDecl(key: id == nil ? "#\(i)" : item.key, id: id == nil ? nil : item.key, index: i, kind: .item,
                                    placement: item.placement, label: item.key,
                                    content: ViewNode(kind: "Button", identity: "b\(i)", arguments: [IRArgument("title", .string(item.key))]))
                },
                range: .none)
}

func resolve(_ decl: ToolbarDecl, _ context: ToolbarContext, state: ToolbarCustomization? = nil,
             presentation: PresentationDecl = window) -> ToolbarResolver.Output {
    ToolbarResolver(context: context, measurer: fonts).resolve(decl, state: state, presentation: presentation)
}

/// Source → IR → render, for tests that start from SwiftUI.
func render(_ source: String, _ context: ToolbarContext, customizations: CustomizationDocument = CustomizationDocument()) -> RenderDocument {
    Renderer(context: context, measurer: fonts).render(Frontend.ir(source), customizations: customizations)
}

/// `where` of every item, by key.
func locations(_ t: ResolvedToolbar) -> [String: String] {
    Dictionary(uniqueKeysWithValues: t.items.map { ($0.key, $0.where.rawValue) })
}

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func example(_ name: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/\(name)"), encoding: .utf8)
}
