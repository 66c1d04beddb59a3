import EaselIR
import Foundation
import SwiftSyntax

/// A value Easel cannot know: a name from another framework, a file not given, a package
/// (spec R3). It carries the source text it stands for, which is what a person sees where it
/// is shown (a placeholder's label, an interpolation).
struct Opaque {
    let text: String
    /// The type it is known to have, when the expression says (`Int(code)`): an overload is
    /// picked by it.
    var type: String? = nil

    /// The candidate closest to `name` by optimal string alignment distance (a swap of two
    /// neighbours is one edit), if it is close enough to be a typo. Candidates are compared as
    /// Unicode scalars, and only those whose length is within the limit: an unknown view is
    /// checked against every view the SDK declares on each keystroke.
    static func nearest(to name: String, among candidates: [String]) -> String? {
        closest(to: name, among: candidates)?.name
    }

    /// The nearest candidate and its distance; of two at one distance, the first by name.
    static func closest(to name: String, among candidates: [String]) -> (name: String, distance: Int)? {
        let target = Array(name.unicodeScalars)
        // One edit for names up to six letters, two beyond: `shell` is not a typo of `self`.
        let limit = target.count <= 6 ? 1 : 2
        var best: (String, Int)?
        var scratch = Distance()
        for c in candidates where abs(c.unicodeScalars.count - target.count) <= limit && c != name && !["self", "Self", "super"].contains(c) {
            let d = scratch.between(target, Array(c.unicodeScalars))
            if d <= limit, best.map({ d < $0.1 || (d == $0.1 && c < $0.0) }) ?? true { best = (c, d) }
        }
        return best.map { (name: $0.0, distance: $0.1) }
    }

    /// Of several answers of `closest`, the one it would give over all their candidates.
    static func closest(of answers: [(name: String, distance: Int)?]) -> String? {
        answers.compactMap { $0 }.min { ($0.distance, $0.name) < ($1.distance, $1.name) }?.name
    }

    /// Optimal string alignment distance, its three rows kept between candidates.
    private struct Distance {
        var previous2: [Int] = [], previous: [Int] = [], current: [Int] = []

        mutating func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
            let width = b.count + 1
            if previous.count < width {
                previous2 = Array(repeating: 0, count: width)
                (previous, current) = (previous2, previous2)
            }
            for j in 0..<width { previous[j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                current[0] = i
                for j in stride(from: 1, through: b.count, by: 1) {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
                }
                (previous2, previous, current) = (previous, current, previous2)
            }
            return previous[b.count]
        }
    }
}

/// `Opaque.closest` over a fixed list (the SDK's view or modifier names), remembered by name:
/// an unknown view is looked for among several hundred names on every keystroke, and the list
/// never changes. Shared by evaluations on several cores.
final class NearestNames: @unchecked Sendable {
    private let candidates: [String]
    private let lock = NSLock()
    private var answers: [String: (name: String, distance: Int)?] = [:]

    init(_ candidates: [String]) { self.candidates = candidates }

    func closest(to name: String) -> (name: String, distance: Int)? {
        if let known = lock.withLock({ answers[name] }) { return known }
        let answer = Opaque.closest(to: name, among: candidates)
        lock.withLock {
            if answers.count >= 10_000 { answers.removeAll() }  // bounded: names are typed by people
            answers[name] = .some(answer)
        }
        return answer
    }
}

/// The rules of spec R3–R5 in one place: how unknown names become opaque values, what
/// operations on them give, and which way decisions over them go.
extension Interpreter {
    /// An unknown name: one `unknown-name` note per name (an error under `--strict`), and an
    /// opaque value standing for it.
    /// `name` is what is reported once; the value shows `text` (the name itself by default).
    func unknownName(_ name: String, at node: some SyntaxProtocol, _ message: @autoclosure () -> String,
                     suggestion: @autoclosure () -> String = "", text: String? = nil) -> Value {
        unknownName(name, at: program.location(of: node), message(), suggestion: suggestion(), text: text)
    }

    func unknownName(_ name: String, at location: SourceLocation, _ message: @autoclosure () -> String,
                     suggestion: @autoclosure () -> String = "", text: String? = nil) -> Value {
        if strict {
            diagnose(.error, "unknown-name", at: location, message() + suggestion())
            return .poison
        }
        if reportedUnknowns.insert(name).inserted {
            diagnose(.note, "unknown-name", at: location, message() + " (Easel previews it as an opaque value)" + suggestion())
        }
        return .opaque(Opaque(text: text ?? name))
    }

    /// A modifier Easel does not know, said as `unknown` with what becomes of it (`outcome`): a
    /// note, once per name, where the file's imports bring a module Easel does not declare, whose
    /// extension it likely is (StoreKit's `.refundRequestSheet`, EmojiText's `.emojiText`; R3);
    /// else a warning, as Easel's gap or the author's typo.
    func diagnoseUnknownModifier(_ name: String, at node: some SyntaxProtocol, _ unknown: String, _ outcome: String) {
        let modules = program.otherModules(importedWhere: node, members: true)
        guard !modules.isEmpty else {
            diagnose(.warning, "unknown-modifier", at: node, "\(unknown); \(outcome)")
            return
        }
        if reportedUnknowns.insert("modifier:" + name).inserted {
            diagnose(.note, "unknown-modifier", at: node, "\(unknown); \(Program.importedHere(modules)); \(outcome)")
        }
    }

    /// A call of a declared SDK initializer or modifier whose argument labels no overload Easel
    /// knows takes: an overload the SDK has that Easel has not declared, or an extension in a file
    /// not given (R3). A warning — under `--strict` an error, as Swift would make it; a note where
    /// the file's imports bring a module Easel does not declare, whose extension it likely is
    /// (`Label(_:systemSymbol:)` of a symbols package).
    func labelsUnknown(_ overloads: [SDKFunction], _ args: [CallArgument], what: @autoclosure () -> String, at node: some SyntaxProtocol) -> Bool {
        guard !strict, !overloads.contains(where: { fits($0.parameters, args) }) else { return false }
        let written = "(" + args.map { ($0.isFirstTrailingClosure ? "{…}" : ($0.label ?? "_")) + ":" }.joined() + ")"
        let modules = program.otherModules(importedWhere: node, members: true)
        diagnose(modules.isEmpty ? .warning : .note, "no-matching-call", at: node,
                 "Easel knows no \(what()) taking \(written); previewed without its arguments (known: \(overloads.prefix(4).map(\.labelSignature).joined(separator: ", ")))"
                    + (modules.isEmpty ? "" : "; \(Program.importedHere(modules))"))
        return true
    }

    /// `base.name` on an opaque base (R3: it absorbs member access).
    func opaqueMember(_ base: Opaque, _ name: String) -> Value {
        .opaque(Opaque(text: base.text + "." + name))
    }

    /// A call whose function Easel cannot know: its arguments are evaluated (closures are kept,
    /// not run), the result is opaque and shows the call's text.
    func opaqueCall(_ e: some SyntaxProtocol, args: [CallArgument], _ env: Env) throws -> Value {
        for a in args where !a.expr.is(ClosureExprSyntax.self) { _ = try eval(a.expr, env) }
        // What a call Easel cannot know leaves in a variable passed `&x` is unknown too (R3).
        for a in args {
            guard let passed = a.expr.as(InOutExprSyntax.self) else { continue }
            try assign(passed.expression, env) { _ in .opaque(Opaque(text: passed.expression.trimmedText)) }
        }
        return .opaque(Opaque(text: callText(e)))
    }

    /// The text of a call without its trailing closures, short enough for a label.
    func callText(_ e: some SyntaxProtocol) -> String {
        if let call = Syntax(e).as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedText
            return call.arguments.isEmpty ? callee + "()" : callee + "(…)"
        }
        return e.trimmedText
    }

    /// R5: a condition over an opaque value takes the branch that shows content.
    func opaqueCondition(_ v: Value) -> Bool? {
        guard v.isUncertain else { return nil }
        uncertainDecisions += 1
        return true
    }

    /// Runs `body`, a branch taken (`uncertain`) for a condition Easel could not know: the app
    /// may never go there, so what traps on it is no mistake of the app's (see `trap`).
    func onPath<T>(uncertain: Bool, _ body: () throws -> T) rethrows -> T {
        guard uncertain else { return try body() }
        uncertainPaths += 1
        defer { uncertainPaths -= 1 }
        return try body()
    }

    /// What stops a running app (an index out of range, nil unwrapped, a removal from an empty
    /// array): an error at the place — unless the branch around it was taken for a condition
    /// Easel cannot know (R5), where the app may never be: then a note and an unknown value.
    func trap(_ code: String, at node: some SyntaxProtocol, _ message: String) -> Value {
        if uncertainPaths > 0 {
            diagnose(.note, code, at: node, message + ", on a branch Easel took for a condition it cannot know (R5); previewed as an unknown value")
        } else if offScreenBodies > 0 {
            diagnose(.note, code, at: node, message + ", in content not on screen (a link's destination, a sheet or alert not presented), which SwiftUI builds only once it is shown; previewed as an unknown value")
        } else {
            diagnose(.error, code, at: node, message)
            return .poison
        }
        return .opaque(Opaque(text: callText(node)))
    }

    /// Runs `body`, the body of a view not on screen (a destination Easel declares before any
    /// link is followed): SwiftUI runs it only once shown, with the state of then, so what
    /// traps in it now is no mistake of the app's (see `trap`).
    func offScreen<T>(_ isOffScreen: Bool, _ body: () throws -> T) rethrows -> T {
        guard isOffScreen else { return try body() }
        offScreenBodies += 1
        defer { offScreenBodies -= 1 }
        return try body()
    }

    /// R5: `for`/`ForEach` over an opaque collection visit three opaque elements.
    /// Three rows of a collection at the top (R5), one fewer for each collection it is a row of
    /// (`comments[0].replies`: two; down to one): data that nests — replies of replies, likes of
    /// each reply — would otherwise multiply by three at every level.
    func opaqueElements(_ o: Opaque) -> [Value] {
        uncertainDecisions += 1
        let nesting = o.text.filter { $0 == "[" }.count
        return (0..<max(1, 3 - nesting)).map { .opaque(Opaque(text: "\(o.text)[\($0)]")) }
    }

    /// An opaque value shown as a view: a labelled placeholder (spec L16).
    func opaqueView(_ o: Opaque, at range: SourceRange) -> Value {
        .node(NodeValue(kind: "Placeholder", origin: .placeholder, arguments: [("name", .string(o.text))], children: [],
                        modifiers: [], range: range))
    }

    // MARK: Content handed to an unknown view

    /// The arguments of an unknown view's call, evaluated as R3 asks: views and view-builder
    /// closures become its children (so toolbars inside them are found), plain values its
    /// arguments; closures that look like actions are kept, not run.
    func handedContent(_ args: [CallArgument], _ env: Env) throws -> (arguments: [(name: String, value: Value)], children: [Value]) {
        var arguments: [(name: String, value: Value)] = []
        var children: [Value] = []
        for (i, a) in args.enumerated() {
            if let closure = a.expr.as(ClosureExprSyntax.self) {
                guard isViewContent(closure, label: a.label) else { continue }
                let made = self.closure(closure, in: env)
                foreignBuilders += 1
                defer { foreignBuilders -= 1 }
                let built = try build(closure: made, arguments: opaqueParameters(closure))
                children += built.enumerated().map { withSlot($0.element, "\(a.label ?? "content")\(i).\($0.offset)") }
                continue
            }
            let v = try eval(a.expr, env)
            if case .node = v { children.append(withSlot(v, "\(a.label ?? "_")\(i)")) } else if case .instance(let inst) = v, inst.type.buildsNode {
                children.append(withSlot(v, "\(a.label ?? "_")\(i)"))
            } else if irValue(v) != nil {
                arguments.append((a.label ?? "_\(i)", v))
            }
        }
        return (arguments, children)
    }

    /// The toolbar content built by the closures handed to a modifier Easel does not know, when
    /// they build any (`ToolbarItem`, a group, the project's own `ToolbarContent`); else nil.
    func toolbarContent(handedTo args: [CallArgument], _ env: Env) throws -> [Value]? {
        var built: [Value] = []
        for a in args {
            guard let closure = a.expr.as(ClosureExprSyntax.self), isViewContent(closure, label: a.label) else { continue }
            foreignBuilders += 1
            defer { foreignBuilders -= 1 }
            built += try build(closure: self.closure(closure, in: env), arguments: opaqueParameters(closure))
        }
        return built.contains(where: Self.isToolbarContent) ? built : nil
    }

    /// An item, group, spacer or title menu, or the project's own `ToolbarContent`.
    static func isToolbarContent(_ v: Value) -> Bool {
        switch v {
        case .node(let n): return toolbarContentKinds.contains(n.kind)
        case .instance(let i): return i.type.isToolbarContent
        default: return false
        }
    }

    static let toolbarContentKinds: Set<String> = ["ToolbarItem", "ToolbarItemGroup", "ToolbarSpacer", "ToolbarTitleMenu", "DefaultToolbarItem"]

    /// `values` apart: the toolbar content among them as the `.toolbar { }` that holds it (nil when
    /// there is none), and the rest. Toolbar content declares a toolbar only inside one.
    func separatingToolbarContent(_ values: [Value], at range: SourceRange) -> (toolbar: ModifierValue?, rest: [Value]) {
        let items = values.filter(Self.isToolbarContent)
        guard !items.isEmpty else { return (nil, values) }
        return (toolbarModifier(items, at: range), values.filter { !Self.isToolbarContent($0) })
    }

    /// `.toolbar(id:) { items }` made by Easel for toolbar content it finds outside one.
    func toolbarModifier(_ items: [Value], id: String? = nil, at range: SourceRange) -> ModifierValue {
        let idArgument: [(name: String, value: Value)] = id.map { [("id", .string($0))] } ?? []
        return ModifierValue(name: "toolbar", arguments: idArgument + [("content", content(items))], range: range)
    }

    /// Opaque values for a closure's parameters (`{ item in … }` handed to an unknown view).
    func opaqueParameters(_ closure: ClosureExprSyntax) -> [Value] {
        guard let clause = closure.signature?.parameterClause else {
            // `$0`, `$1`: as many as the body uses.
            let used = DollarIdentifiers(viewMode: .sourceAccurate)
            used.walk(closure.statements)
            return (0..<used.count).map { .opaque(Opaque(text: "$\($0)")) }
        }
        switch clause {
        case .simpleInput(let list): return list.map { .opaque(Opaque(text: $0.name.written)) }
        case .parameterClause(let p): return p.parameters.map { .opaque(Opaque(text: ($0.secondName ?? $0.firstName).text)) }
        }
    }

    /// Whether a closure handed to an unknown view builds views (`{ Text("x") }`) rather than
    /// acts (`{ isOn.toggle() }`): its label, else its statements' shape. Running an action as a
    /// builder would change state, so anything in doubt is kept as an action.
    func isViewContent(_ closure: ClosureExprSyntax, label: String?) -> Bool {
        if let label, label == "action" || label == "perform" || label.hasPrefix("on") || label.hasSuffix("Handler")
            || label == "completion" || label == "handler" { return false }
        return holdsOnlyViews(closure.statements)
    }

    /// Whether statements are views only (declarations aside), at least one.
    private func holdsOnlyViews(_ statements: CodeBlockItemListSyntax) -> Bool {
        var sawView = false
        for item in statements {
            switch item.item {
            case .decl: continue
            case .stmt(let s):
                guard let e = s.as(ExpressionStmtSyntax.self)?.expression else { return false }
                guard isViewExpression(e) else { return false }
            case .expr(let e):
                guard isViewExpression(e) else { return false }
            }
            sawView = true
        }
        return sawView
    }

    private func isViewExpression(_ e: ExprSyntax) -> Bool {
        // `if case .confirm(let vm) = action { item = vm }` acts; `if flag { Text("x") }` builds.
        if let choice = e.as(IfExprSyntax.self) {
            guard holdsOnlyViews(choice.body.statements) || choice.body.statements.isEmpty else { return false }
            switch choice.elseBody {
            case .ifExpr(let next)?: return isViewExpression(ExprSyntax(next))
            case .codeBlock(let block)?: return block.statements.isEmpty || holdsOnlyViews(block.statements)
            case nil: return true
            }
        }
        if let choice = e.as(SwitchExprSyntax.self) {
            return choice.cases.allSatisfy { c in
                guard case .switchCase(let sc) = c else { return true }
                return sc.statements.allSatisfy { $0.item.is(BreakStmtSyntax.self) } || holdsOnlyViews(sc.statements)
            }
        }
        if e.is(InfixOperatorExprSyntax.self) || e.is(TryExprSyntax.self) || e.is(AwaitExprSyntax.self) { return false }
        var outermostCall: String?
        var current = e
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if outermostCall == nil { outermostCall = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.written ?? "" }
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }  // `.toolbar { }` on the enclosing view
                current = base
            } else if let ref = current.as(DeclReferenceExprSyntax.self) {
                if ref.baseName.written.first?.isUppercase == true { return true }
                // `content`, `content.padding()`: a property, or one with known modifiers.
                return outermostCall == nil || outermostCall.map { $0.isEmpty ? false : sdk.isModifier($0) } == true
            } else {
                return current.is(StringLiteralExprSyntax.self) == false && current.is(MacroExpansionExprSyntax.self) == false
                    && current.is(ClosureExprSyntax.self) == false
            }
        }
    }
}

/// Counts `$0`, `$1`, … in a closure body (nested closures included: they are rare and harmless).
private final class DollarIdentifiers: SyntaxVisitor {
    var count = 0
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = node.baseName.tokenKind, let n = Int(text.dropFirst()) { count = max(count, n + 1) }
        return .visitChildren
    }
}

extension Value {
    /// A value whose type Easel cannot know: opaque, a placeholder for an unknown type's
    /// initializer (`NSAttributedString(…)`), or an implicit member no declared type has (`.layoutPadding`
    /// from an extension not given). Operators and conditions on it give opaque values (R3, R5).
    /// A view Easel does not know, shown as a labelled placeholder.
    var isPlaceholder: Bool { if case .node(let n) = self { return n.origin == .placeholder }; return false }

    var isArray: Bool { if case .array = self { return true }; return false }

    var isUncertain: Bool {
        switch self {
        case .opaque: return true
        case .node(let n): return n.origin == .placeholder
        case .symbol(let s): return s.type == nil
        default: return false
        }
    }
}
