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
    @Flag(help: "Customize the tab view instead (not built yet).") var tabs = false

    @Option(help: "Add the item with this id.") var add: String?
    @Option(help: "With --add: the position (default: the end).") var at: Int?
    @Option(help: "Remove the item with this id.") var remove: String?
    @Option(help: "Move the item with this id.") var move: String?
    @Option(help: "With --move: the new position.") var to: Int?
    @Flag(help: "Restore the default customization.") var reset = false
    @Flag(name: .customLong("hide-toolbar"), help: "Hide the toolbar (macOS).") var hideToolbar = false
    @Flag(name: .customLong("show-toolbar"), help: "Show the toolbar (macOS).") var showToolbar = false
    @Option(name: .customLong("display-mode"), help: "iconOnly, labelOnly or iconAndLabel (macOS).") var displayMode: DisplayMode?

    func validate() throws {
        if tabs { return }
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

    func run() throws {
        if tabs {
            FileHandle.standardError.write(Data("easel: tab customization (--tabs) is not built yet\n".utf8))
            throw ExitCode.usage
        }
        let input = try SourceInput(path: file)
        let ir = input.evaluate(view: options.view)
        if ir.diagnostics.hasErrors {
            // Editing against a broken declaration could forget items; the state stays as it is.
            FileHandle.standardError.write(Data((ir.diagnostics.filter { $0.severity == .error }.map { $0.formatted(file: input.name) }
                + ["easel: the source has errors; fix them before customizing"]).joined(separator: "\n").utf8 + Data("\n".utf8)))
            throw ExitCode.sourceErrors
        }
        let declaration = try chooseToolbar(ir)
        let store = CustomizationStore(url: URL(fileURLWithPath: state))
        let loaded = store.load()
        for d in loaded.diagnostics { FileHandle.standardError.write(Data("easel: warning: \(d.message)\n".utf8)) }
        var document = loaded.document
        let current = document.state(for: declaration)
        let next: ToolbarCustomization
        do {
            next = try CustomizationModel(declaration).apply(edit, to: current, on: options.platform)
        } catch {
            FileHandle.standardError.write(Data("easel: rejected: \(error.reason.rawValue): \(error.message)\n".utf8))
            throw ExitCode.rejectedEdit
        }
        document.toolbars[declaration.id!] = next
        do {
            try store.save(document, keepingUnreadable: loaded.unreadable)
        } catch {
            FileHandle.standardError.write(Data("easel: cannot write the state file '\(state)': \(error.localizedDescription)\n".utf8))
            throw ExitCode.usage
        }
        let rendered = Renderer(context: options.context, measurer: try options.measurer()).render(ir, customizations: document)
        writeStandardOutput(TextRendering.render(rendered))
    }

    /// The toolbar named by `--toolbar`, or the only customizable one.
    private func chooseToolbar(_ ir: IRDocument) throws -> ToolbarDecl {
        if let toolbar {
            guard let found = ir.toolbars.first(where: { $0.id == toolbar }) else {
                FileHandle.standardError.write(Data("easel: rejected: notCustomizable: no toolbar has the id '\(toolbar)'\n".utf8))
                throw ExitCode.rejectedEdit
            }
            return found
        }
        let ids = Array(Set(ir.toolbars.compactMap(\.id))).sorted()
        guard !ids.isEmpty else {
            FileHandle.standardError.write(Data("easel: rejected: notCustomizable: the source has no toolbar(id:content:)\n".utf8))
            throw ExitCode.rejectedEdit
        }
        guard ids.count == 1 else {
            FileHandle.standardError.write(Data("easel: the source has several customizable toolbars (\(ids.joined(separator: ", "))); choose one with --toolbar\n".utf8))
            throw ExitCode.usage
        }
        return ir.toolbars.first { $0.id == ids[0] }!
    }
}

extension DisplayMode: ExpressibleByArgument {}
