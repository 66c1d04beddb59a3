import EaselFrontend
import EaselIR
import EaselLayout
import EaselToolbars
import Foundation
import Testing

/// Form rows of real settings screens (a public Mastodon client's): a picker whose selection is
/// longer than its row, a toggle labelled by a closure.
@Suite("Form rows")
struct FormRowLayoutTests {
    func content(_ source: String, _ platform: Platform) throws -> ContentNode {
        let context = ToolbarContext(platform: platform)
        let ir = Frontend.compile(source).evaluate().document
        let render = Renderer(context: context, measurer: fonts).render(ir)
        return try #require(Layout(measurer: fonts).layout(render, view: ir.view, context: context).content)
    }

    func first(_ kind: String, in node: ContentNode) -> ContentNode? {
        var found: ContentNode?
        node.walk { if found == nil, $0.kind == kind { found = $0 } }
        return found
    }

    @Test("L11: a picker's selection longer than its row keeps at most half of it, truncated; the title wraps in the rest, inside the row")
    func longSelection() throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var choice = "settings.content.sharing.share-behavior.link-only"
            var body: some View {
                Form {
                    Picker("Share Button Behavior", selection: $choice) {
                        Text("settings.content.sharing.share-behavior.link-only").tag("settings.content.sharing.share-behavior.link-only")
                    }
                }
            }
        }
        """, .ios)
        let picker = try #require(first("Picker", in: root))
        let control = try #require(picker.parts.first { $0.name.isControl })
        guard case .control(let shown?) = control.name else { Issue.record("no value shown"); return }
        #expect(shown.hasSuffix("…") && shown.count < 50, "truncated: \(shown)")
        #expect(control.frame.width <= picker.frame.width / 2 + 0.5, "at most half the row")
        #expect(control.frame.maxX <= picker.frame.maxX + 0.5, "inside the row")
        #expect(!picker.textLines.isEmpty && picker.textLines.count <= 2, "the title in words, not a letter a line: \(picker.textLines.map(\.text))")
        #expect(picker.textLines.allSatisfy { $0.frame.x + $0.frame.width <= control.frame.x + 0.5 }, "beside the value")
    }

    @Test("L11: Toggle(isOn:) { Text(…) } shows its label's text beside the switch, on iOS and as a Mac checkbox",
          arguments: [Platform.ios, .macos])
    func toggleLabelClosure(_ platform: Platform) throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var on = true
            var body: some View { Form { Toggle(isOn: $on) { Text("Autoplay videos") } } }
        }
        """, platform)
        let toggle = try #require(first("Toggle", in: root))
        let label = try #require(first("Text", in: toggle))
        #expect(label.text == "Autoplay videos")
        #expect(label.frame.width > 50 && label.frame.x >= toggle.frame.x)
        let mark = try #require(toggle.parts.first { $0.name == .switch || $0.name == .checkbox })
        #expect(platform == .macos ? mark.frame.maxX <= label.frame.x : label.frame.maxX <= mark.frame.x, "beside, not over")
    }

    func shownValue(_ picker: ContentNode) -> String? {
        guard case .control(let shown)? = picker.parts.first(where: { $0.name.isControl })?.name else { return nil }
        return shown
    }

    @Test("L11: a menu picker shows the option whose tag is its selection — a written tag, a ForEach row's id (Identifiable or id:) — not its first")
    func pickerShowsSelection() throws {
        let root = try content("""
        import SwiftUI
        enum Flavor: String, CaseIterable, Identifiable { case chocolate, vanilla, strawberry; var id: Self { self } }
        struct V: View {
            @State private var flavor: Flavor = .vanilla
            @State private var size = 3
            @State private var city = "Oslo"
            @State private var unmatched = 9
            var body: some View {
                Form {
                    Picker("Flavor", selection: $flavor) { ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) } }
                    Picker("Size", selection: $size) { Text("Small").tag(1); Text("Medium").tag(2); Text("Large").tag(3) }
                    Picker("City", selection: $city) { ForEach(["Bergen", "Oslo"], id: \\.self) { Text($0) } }
                    Picker("None", selection: $unmatched) { Text("One").tag(1); Text("Two").tag(2) }
                }
            }
        }
        """, .ios)
        var pickers: [ContentNode] = []
        root.walk { if $0.kind == "Picker" { pickers.append($0) } }
        #expect(pickers.map(shownValue) == ["Vanilla", "Large", "Oslo", "One"], "no tag matching: the first option, as before")
    }

    @Test("L11: a segmented picker raises its selected segment, and only it", arguments: [Platform.ios, .macos])
    func segmentedSelection(_ platform: Platform) throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var mode = "Week"
            var body: some View {
                Picker("Range", selection: $mode) { ForEach(["Day", "Week", "Month"], id: \\.self) { Text($0) } }
                    .pickerStyle(.segmented)
            }
        }
        """, platform)
        let picker = try #require(first("Picker", in: root))
        let segments: [(String, Bool)] = picker.parts.compactMap { if case .segment(let t, let s) = $0.name { return (t, s) } else { return nil } }
        #expect(segments.map { $0.0 } == ["Day", "Week", "Month"])
        #expect(segments.map { $0.1 } == [false, true, false])
    }

    @Test("L11: a wheel picker is a 216 pt wheel, its selected option on the band in the middle, its neighbours above and below; a Mac has no wheel and shows a pop-up",
          arguments: [Platform.ios, .macos])
    func wheel(_ platform: Platform) throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var minutes = 15
            var body: some View {
                Form {
                    Picker("Snooze", selection: $minutes) { ForEach([5, 10, 15, 20, 30, 45, 60], id: \\.self) { Text("\\($0) min") } }
                        .pickerStyle(.wheel)
                }
            }
        }
        """, platform)
        let picker = try #require(first("Picker", in: root))
        let options: [(String, Bool, Rect)] = picker.parts.compactMap { if case .option(let t, let s) = $0.name { return (t, s, $0.frame) } else { return nil } }
        guard platform == .ios else {
            #expect(options.isEmpty && shownValue(picker) == "15 min")
            return
        }
        #expect(abs(picker.frame.height - 216) < 0.5)
        let selected = try #require(options.first { $0.1 })
        #expect(selected.0 == "15 min" && options.filter { $0.1 }.count == 1)
        #expect(abs(selected.2.midY - picker.frame.midY) < 0.5, "on the band in the middle")
        #expect(options.map { $0.0 } == ["5 min", "10 min", "15 min", "20 min", "30 min"], "the neighbours the wheel shows, in order")
        #expect(options.allSatisfy { $0.2.y >= picker.frame.y - 0.01 && $0.2.maxY <= picker.frame.maxY + 0.01 })
    }

    @Test("L11: a slider's minimum and maximum value labels stand at its ends, the track between them", arguments: [Platform.ios, .macos])
    func sliderEndLabels(_ platform: Platform) throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var volume = 0.4
            var body: some View {
                Form {
                    Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("Quiet") } maximumValueLabel: { Text("Loud") }
                }
            }
        }
        """, platform)
        let slider = try #require(first("Slider", in: root))
        let track = try #require(slider.parts.first { $0.name == .track }).frame
        var texts: [ContentNode] = []
        slider.walk { if $0.kind == "Text" { texts.append($0) } }
        let quiet = try #require(texts.first { $0.text == "Quiet" })
        let loud = try #require(texts.first { $0.text == "Loud" })
        #expect(quiet.frame.maxX <= track.x && track.maxX <= loud.frame.x, "label, track, label: \(quiet.frame) \(track) \(loud.frame)")
        #expect(quiet.frame.x >= slider.frame.x - 0.5 && loud.frame.maxX <= slider.frame.maxX + 0.5)
        #expect(abs(quiet.frame.midY - track.midY) < 1 && abs(loud.frame.midY - track.midY) < 1, "on the track's line")
    }

    @Test("L13: in a Mac form, a slider's and a segmented picker's titles stand in the label column, the controls in the control column beside them")
    func macFormFillingControls() throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var volume = 0.4
            @State private var mode = "Week"
            @State private var name = "Ada"
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    Slider(value: $volume, in: 0...1) { Text("Volume") }
                    Picker("Range", selection: $mode) { ForEach(["Day", "Week"], id: \\.self) { Text($0) } }.pickerStyle(.segmented)
                }
            }
        }
        """, .macos)
        let field = try #require(first("TextField", in: root))
        let column = try #require(field.frame.x as Double?)
        let slider = try #require(first("Slider", in: root))
        let picker = try #require(first("Picker", in: root))
        #expect(slider.textLines.map(\.text) == ["Volume:"] && picker.textLines.map(\.text) == ["Range:"])
        let track = try #require(slider.parts.first { $0.name == .track }).frame
        let segments = picker.parts.filter { if case .segment = $0.name { return true } else { return false } }.map(\.frame)
        #expect(abs(track.x - column) < 0.5 && segments.first.map { abs($0.x - column) < 0.5 } == true, "in the control column, as the field")
        #expect(slider.textLines[0].frame.maxX <= column && picker.textLines[0].frame.maxX <= column, "titles before it")
    }

    @Test("L11: a navigation-link picker shows its selected option as a link's row, in the secondary colour before a chevron; a Mac has no such style and shows a pop-up",
          arguments: [Platform.ios, .macos])
    func navigationLinkPicker(_ platform: Platform) throws {
        let root = try content("""
        import SwiftUI
        struct V: View {
            @State private var sort = "Date"
            var body: some View {
                Form { Picker("Sort By", selection: $sort) { ForEach(["Name", "Date"], id: \\.self) { Text($0) } }.pickerStyle(.navigationLink) }
            }
        }
        """, platform)
        let picker = try #require(first("Picker", in: root))
        #expect(shownValue(picker) == "Date")
        #expect(picker.style == (platform == .ios ? .navigationLink : .menu))
    }
}
