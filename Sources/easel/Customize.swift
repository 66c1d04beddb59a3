import ArgumentParser
import EaselFrontend
import EaselIR
import EaselToolbars
import Foundation

/// `easel customize`: one edit of a toolbar's customization, saved to a state file
/// (spec C2, C7, S4, S5). A rejected edit exits 3, names the reason, and leaves the file as it was.
struct CustomizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "customize",
                                                    abstract: "Customize a toolbar as a person would, saving to a state file.")

    @Argument(help: "The SwiftUI source file, or - for standard input.") var file: String
    @Option(help: "The customization state file (created on the first accepted edit).") var state: String
    @OptionGroup var options: RenderOptions
    @Option(help: "The toolbar's id (needed when the source has several customizable toolbars).") var toolbar: String?
    @Flag(help: "Customize the tab view instead of a toolbar.") var tabs = false

    @Option(help: "Add the item with this id.") var add: String?
    @Option(help: "With --add: the position (default: the end).") var at: Int?
    @Option(help: "Remove the item with this id.") var remove: String?
    @Option(help: "Move the item with this id.") var move: String?
    @Option(help: "With --move: the new position.") var to: Int?
    @Flag(help: "Restore the default customization.") var reset = false
    @Flag(name: .customLong("hide-toolbar"), help: "Hide the toolbar (macOS).") var hideToolbar = false
    @Flag(name: .customLong("show-toolbar"), help: "Show the toolbar (macOS).") var showToolbar = false
    @Option(name: .customLong("display-mode"), help: "iconOnly, labelOnly or iconAndLabel (macOS).") var displayMode: DisplayMode?

    @Option(help: "With --tabs: hide this tab (with --for).") var hide: String?
    @Option(help: "With --tabs: show this tab (with --for).") var show: String?
    @Option(name: .customLong("for"), help: "With --hide/--show: sidebar or tabBar.") var placement: TabBarPlacement?
    @Option(help: "With --tabs --move: the section the tab moves within.") var section: String?
    @Flag(name: .customLong("reset-visibility"), help: "With --tabs: forget every hide and show.") var resetVisibility = false
    @Flag(name: .customLong("reset-order"), help: "With --tabs: forget every reordering.") var resetOrder = false

    func validate() throws {
        if tabs {
            let chosen = [hide != nil, show != nil, move != nil, resetVisibility, resetOrder].filter { $0 }.count
            guard chosen == 1 else { throw ValidationError("with --tabs give exactly one of --hide, --show, --move, --reset-visibility, --reset-order") }
            if (hide != nil || show != nil) != (placement != nil) { throw ValidationError("--hide and --show go with --for sidebar|tabBar") }
            if (move != nil) != (to != nil) { throw ValidationError("--move goes with --to") }
            if section != nil && move == nil { throw ValidationError("--section goes with --move") }
            if add != nil || remove != nil || reset || hideToolbar || showToolbar || displayMode != nil || toolbar != nil || at != nil {
                throw ValidationError("toolbar edits do not go with --tabs")
            }
            return
        }
        if hide != nil || show != nil || placement != nil || section != nil || resetVisibility || resetOrder {
            throw ValidationError("--hide, --show, --for, --section, --reset-visibility and --reset-order go with --tabs")
        }
        let chosen = [add != nil, remove != nil, move != nil, reset, hideToolbar, showToolbar, displayMode != nil].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("give exactly one of --add, --remove, --move, --reset, --hide-toolbar, --show-toolbar, --display-mode") }
        if at != nil && add == nil { throw ValidationError("--at goes with --add") }
        if move != nil && to == nil { throw ValidationError("--move needs --to") }
        if to != nil && move == nil { throw ValidationError("--to goes with --move") }
    }

    var edit: ToolbarEdit {
        if let add { return .add(add, at: at) }
        if let remove { return .remove(remove) }
        if let move, let to { return .move(move, to: to) }
        if hideToolbar { return .setVisible(false) }
        if showToolbar { return .setVisible(true) }
        if let displayMode { return .setDisplayMode(displayMode) }
        return .reset
    }

    var tabEdit: TabEdit {
        if let hide, let placement { return .hide(hide, for: placement) }
        if let show, let placement { return .show(show, for: placement) }
        if let move, let to { return .move(move, to: to, section: section) }
        return resetVisibility ? .resetVisibility : .resetOrder
    }

    func run() throws {
        let input = try SourceInput(path: file)
        let ir = input.evaluation(for: options).document
        if ir.diagnostics.hasErrors {
            // Editing against a broken declaration could forget items; the state stays as it is.
            FileHandle.standardError.write(Data((ir.diagnostics.filter { $0.severity == .error }.map { $0.formatted(file: input.name) }
                + ["easel: the source has errors; fix them before customizing"]).joined(separator: "\n").utf8 + Data("\n".utf8)))
            throw ExitCode.sourceErrors
        }
        let store = CustomizationStore(url: URL(fileURLWithPath: state))
        let loaded = store.load()
        for d in loaded.diagnostics { FileHandle.standardError.write(Data("easel: warning: \(d.message)\n".utf8)) }
        var document = loaded.document
        do {
            if tabs {
                try document.apply(tabEdit, to: CustomizationDocument.tabView(in: ir), on: options.platform)
            } else {
                try document.apply(edit, to: CustomizationDocument.toolbar(toolbar, in: ir), on: options.platform)
            }
        } catch let error as EditRejection {
            FileHandle.standardError.write(Data("easel: rejected: \(error.reason.rawValue): \(error.message)\n".utf8))
            throw ExitCode.rejectedEdit
        } catch let ambiguous as CustomizationDocument.AmbiguousToolbar {
            FileHandle.standardError.write(Data("easel: the source has several customizable toolbars (\(ambiguous.ids.joined(separator: ", "))); choose one with --toolbar\n".utf8))
            throw ExitCode.usage
        }
        do {
            try store.save(document, keepingUnreadable: loaded.unreadable)
        } catch {
            FileHandle.standardError.write(Data("easel: cannot write the state file '\(state)': \(error.localizedDescription)\n".utf8))
            throw ExitCode.usage
        }
        let rendered = Renderer(context: options.context(for: ir), measurer: try options.measurer()).render(ir, customizations: document)
        writeStandardOutput(TextRendering.render(rendered))
    }
}

extension DisplayMode: ExpressibleByArgument {}
extension TabBarPlacement: ExpressibleByArgument {}
