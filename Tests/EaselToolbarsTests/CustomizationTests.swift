import EaselFrontend
import EaselIR
import EaselToolbars
import Testing

/// Spec C1–C10: who may edit, the edits, their rejections, and how state shows.
@Suite("Customization")
struct CustomizationTests {
    /// A customizable macOS toolbar with every behavior.
    static let declaration: ToolbarDecl = {
        var d = toolbar(id: "main", [("add", .init("primaryAction")), ("share", .init("primaryAction")), ("new", .init("primaryAction")),
                                     ("find", .init("primaryAction")), ("flex", .init("primaryAction"))])
        d.items[0].behavior = "disabled"
        d.items[1].behavior = "reorderable"
        d.items[2].defaultVisibility = "hidden"
        d.items[3].options = ["alwaysAvailable"]
        d.items[4].kind = .spacer
        d.items[4].content = nil
        return d
    }()
    static let model = CustomizationModel(declaration)

    @Test("C5: the default state holds every item visible by default, in declaration order")
    func defaults() {
        let state = Self.model.defaultState()
        #expect(state.items == ["add", "share", "find", "flex"])
        #expect(state.seen == ["add", "find", "flex", "new", "share"])
        #expect(state.displayMode == .iconOnly && state.visible)
    }

    @Test("C2: allowed edits", arguments: [
        (ToolbarEdit.add("new", at: 0), ["new", "add", "share", "find", "flex"]),
        (.add("new", at: nil), ["add", "share", "find", "flex", "new"]),
        (.remove("find"), ["add", "share", "flex"]),
        (.move("share", to: 3), ["add", "find", "flex", "share"]),
        (.move("find", to: 0), ["find", "add", "share", "flex"]),
        (.add("flex", at: 1), ["add", "flex~1", "share", "find", "flex"]),
        (.remove("flex"), ["add", "share", "find"]),
    ])
    func allowed(_ edit: ToolbarEdit, _ expected: [String]) throws {
        let next = try Self.model.apply(edit, to: Self.model.defaultState(), on: .macos)
        #expect(next.items == expected)
    }

    @Test("C7: rejected edits name their reason and change nothing", arguments: [
        (ToolbarEdit.remove("add"), EditRejection.Reason.forbiddenByBehavior),
        (.move("add", to: 2), .forbiddenByBehavior),
        (.remove("share"), .forbiddenByBehavior),
        (.add("add", at: nil), .forbiddenByBehavior),
        (.add("share", at: nil), .alreadyInToolbar),
        (.add("find", at: nil), .alreadyInToolbar),
        (.remove("new"), .notInToolbar),
        (.move("new", to: 0), .notInToolbar),
        (.add("ghost", at: nil), .unknownItem),
        (.remove("flex~7"), .notInToolbar),
        (.add("new", at: 9), .indexOutOfRange),
        (.add("new", at: -1), .indexOutOfRange),
        (.move("find", to: 4), .indexOutOfRange),
    ])
    func rejected(_ edit: ToolbarEdit, _ reason: EditRejection.Reason) {
        let state = Self.model.defaultState()
        #expect(throws: EditRejection.self) { try Self.model.apply(edit, to: state, on: .macos) }
        do {
            _ = try Self.model.apply(edit, to: state, on: .macos)
        } catch {
            #expect(error.reason == reason)
            #expect(!error.message.isEmpty)
        }
    }

    @Test("C7: a toolbar without an id is not customizable")
    func notCustomizable() {
        let plain = CustomizationModel(toolbar([("a", .init("primaryAction"))]))
        do {
            _ = try plain.apply(.reset, to: plain.defaultState(), on: .macos)
            Issue.record("expected a rejection")
        } catch {
            #expect(error.reason == .notCustomizable)
        }
    }

    @Test("C1: only macOS and iPadOS edit; iPadOS only secondaryAction items", arguments: Platform.allCases)
    func whoEdits(_ platform: Platform) throws {
        var decl = toolbar(id: "t", [("s", .init("secondaryAction")), ("p", .init("primaryAction"))])
        decl.items[0].defaultVisibility = "hidden"
        let model = CustomizationModel(decl)
        let state = model.defaultState()
        switch platform {
        case .macos:
            #expect(try model.apply(.add("s", at: 0), to: state, on: platform).items == ["s", "p"])
            #expect(try model.apply(.remove("p"), to: state, on: platform).items == [])
        case .ipados:
            #expect(try model.apply(.add("s", at: 0), to: state, on: platform).items == ["s", "p"])
            #expect(throws: EditRejection(.notEditableHere, "on iPadOS only secondaryAction items can be customized; 'p' is primaryAction")) {
                try model.apply(.remove("p"), to: state, on: platform)
            }
            #expect(throws: EditRejection.self) { try model.apply(.setDisplayMode(.labelOnly), to: state, on: platform) }
        default:
            #expect(!model.isEditable(on: platform))
            do { _ = try model.apply(.add("s", at: 0), to: state, on: platform); Issue.record("expected a rejection") } catch {
                #expect(error.reason == .notEditableHere)
            }
        }
    }

    @Test("C2, M3: display mode and visibility on macOS")
    func macOnlyEdits() throws {
        let state = try Self.model.apply(.setDisplayMode(.iconAndLabel), to: Self.model.defaultState(), on: .macos)
        #expect(state.displayMode == .iconAndLabel)
        let hidden = try Self.model.apply(.setVisible(false), to: state, on: .macos)
        #expect(!hidden.visible)
        let t = resolve(Self.declaration, ToolbarContext(platform: .macos), state: hidden).toolbar
        #expect(!t.visible && t.displayMode == .iconAndLabel)
        #expect(t.bar(.windowToolbar) == nil)
        #expect(t.items.allSatisfy { $0.where == .hidden || $0.where == .overflow })
    }

    @Test("C8: reset restores the default and forgets every edit")
    func reset() throws {
        var state = try Self.model.apply(.add("new", at: 0), to: Self.model.defaultState(), on: .macos)
        state = try Self.model.apply(.remove("find"), to: state, on: .macos)
        state = try Self.model.apply(.setDisplayMode(.labelOnly), to: state, on: .macos)
        let fresh = try Self.model.apply(.reset, to: state, on: .macos)
        #expect(fresh == Self.model.defaultState())
    }

    @Test("C4: disabled items come first in their slot; C3: behaviors set what may move")
    func disabledFirst() throws {
        let state = try Self.model.apply(.move("share", to: 0), to: Self.model.defaultState(), on: .macos)
        #expect(state.items.first == "share")
        let t = resolve(Self.declaration, ToolbarContext(platform: .macos, width: 3000), state: state).toolbar
        #expect(t.bar(.windowToolbar)?.leading.first == "add")
        #expect(t.item("add")?.canMove == false && t.item("add")?.canRemove == false)
        #expect(t.item("share")?.canMove == true && t.item("share")?.canRemove == false)
        #expect(t.item("find")?.canMove == true && t.item("find")?.canRemove == true)
    }

    @Test("C5, C10: the palette offers absent default items and spacers, never disabled ones")
    func palette() throws {
        #expect(Self.model.palette(Self.model.defaultState(), on: .macos) == ["new", "flex"])
        let removed = try Self.model.apply(.remove("find"), to: Self.model.defaultState(), on: .macos)
        #expect(Self.model.palette(removed, on: .macos) == ["new", "find", "flex"])
        #expect(Self.model.palette(removed, on: .ios) == [])
    }

    @Test("C6, O5: an alwaysAvailable item a person removed stays at the end of the overflow menu")
    func alwaysAvailable() throws {
        let removed = try Self.model.apply(.remove("find"), to: Self.model.defaultState(), on: .macos)
        let t = resolve(Self.declaration, ToolbarContext(platform: .macos, width: 3000), state: removed).toolbar
        #expect(t.overflow.last == "find")
        #expect(t.item("find")?.where == .overflow)
        #expect(t.item("new")?.where == .hidden)
        #expect(t.hidden == ["new"])
    }

    @Test("C9, C10: spacer copies get instance ids; duplicates never arise otherwise")
    func spacers() throws {
        var state = Self.model.defaultState()
        state = try Self.model.apply(.add("flex", at: 0), to: state, on: .macos)
        state = try Self.model.apply(.add("flex", at: 0), to: state, on: .macos)
        #expect(state.items == ["flex~2", "flex~1", "add", "share", "find", "flex"])
        #expect(Set(state.items).count == state.items.count)
        let t = resolve(Self.declaration, ToolbarContext(platform: .macos, width: 3000), state: state).toolbar
        #expect(t.items.filter { $0.id == "flex" }.map(\.key) == ["flex~2", "flex~1", "flex"])
    }
}

extension ToolbarEdit: CustomTestStringConvertible {
    public var testDescription: String { "\(self)" }
}

/// The toolbar an edit addresses when a branch not taken declares one with the same id.
@Suite("Customization: the toolbar on screen")
struct EditTargetTests {
    @Test("an edit addresses the toolbar on screen, not the branch not taken that declares the same id")
    func onScreenFirst() throws {
        let source = """
        import SwiftUI
        struct Editor: View {
            @State var compact = false
            var body: some View {
                if compact {
                    Text("Small").toolbar(id: "editor") { ToolbarItem(id: "bold") { Button("Bold") {} } }
                } else {
                    Text("Large").toolbar(id: "editor") { ToolbarItem(id: "share") { Button("Share") {} } }
                }
            }
        }
        """
        let ir = Frontend.ir(source, options: EvaluationOptions(platform: .ipados))
        #expect(ir.toolbars.filter { $0.id == "editor" }.count == 2)
        #expect(try CustomizationDocument.toolbar("editor", in: ir).items.map(\.key) == ["share"])
        #expect(try CustomizationDocument.toolbar(nil, in: ir).items.map(\.key) == ["share"])
    }
}
