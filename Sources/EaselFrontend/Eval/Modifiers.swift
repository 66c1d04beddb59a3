import EaselIR
import SwiftSyntax

/// Modifiers applied to views: the declared SDK's, the project's `ViewModifier`s and extensions,
/// and what Easel does not know (a placeholder view, a modifier from another file that is handed
/// toolbar content).
extension Interpreter {
    /// A modifier applied to a node or a view instance.
    func applyModifier(_ name: String, to base: Value, args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        // What the release lacks (`Window` on iOS) was reported where it is written; its modifiers
        // go with it, without echoes.
        if case .node(let n) = base, n.kind == "EmptyView", n.arguments.contains(where: { $0.name == "unavailable" }) { return base }
        if let held = Self.modifiersHeld(by: base), held.count >= limits.modifiersPerView {
            if reportedUnknowns.insert("modifiers@\(held.at.line):\(held.at.column):\(held.at.file ?? "")").inserted {
                diagnose(.error, "budget-modifiers", at: calleeName(e),
                         "this view has \(limits.modifiersPerView) modifiers; the ones after are ignored")
            }
            return base
        }
        lazy var range = program.range(of: e)  // for the modifiers the source declares
        let (kind, protocols) = modifierProtocols(of: base)
        let overloads = sdk.modifierOverloads(name, of: protocols)
        if overloads.isEmpty, let f = extensionMethod(name, for: base, args: args) {
            return try callExtension(f, on: base, args: try evaluatePlain(args, env), at: range)
        }
        // On a view of another module (`LineMark` of Charts, a placeholder, or a `ForEach` of
        // them), a modifier SwiftUI does not have, or has with other labels
        // (`.foregroundStyle(by:)`) or other types (`$0.background(.none)` of a popup
        // library's configuration), is that module's.
        if case .node(let n) = base, Self.isForeignContent(n), overloads.isEmpty || !overloads.contains(where: { fits($0.parameters, args) })
            || !typeChecks(overloads, args: args, env, at: e) {
            if let transformed = try transforming(name, args, env, on: base, at: e) { return transformed }
            if overloads.isEmpty, let kept = try keepingToolbar(handedTo: name, args, env, on: base, at: e) { return kept }
            _ = try opaqueCall(e, args: args, env)
            var shown = n.kind  // a placeholder by the name written (`LineMark`, not its arguments)
            if n.origin == .placeholder, case .string(let written)? = n.argument("name") { shown = String(written.prefix { $0 != "(" }) }
            if reportedUnknowns.insert("modifier:\(shown).\(name)").inserted {
                diagnose(.note, "unknown-modifier", at: calleeName(e),
                         "'\(name)' on '\(shown)', a view of another module, is that module's; Easel ignores it")
            }
            return base
        }
        guard !overloads.isEmpty else {
            if sdk.isModifier(name) {
                diagnose(.error, "unavailable-modifier", at: calleeName(e), "modifier '\(name)' is not available on \(kind)")
            } else if let transformed = try transforming(name, args, env, on: base, at: e) {
                return transformed
            } else if let meant = sdk.nearestModifier.closest(to: name)?.name {
                diagnoseTypo("unknown-modifier", at: calleeName(e), "there is no modifier '\(name)'; it is ignored", meant: meant)
            } else if let kept = try keepingToolbar(handedTo: name, args, env, on: base, at: e) {
                return kept
            } else {
                diagnoseUnknownModifier(name, at: calleeName(e), "Easel does not know the modifier '\(name)'", "it is ignored")
            }
            return base
        }
        // `.modifier { $0.toolbar { … } }`: no overload of SwiftUI's takes a closure there, so the
        // app's own transform of that name does, from a file not given (as `.if`).
        let anyFits = overloads.contains { fits($0.parameters, args) }
        // `.alert(error: $error)`: the project's own overload of a SwiftUI modifier's name, when
        // none of SwiftUI's takes the call (Swift picks between the two modules' so).
        if !anyFits, let f = extensionMethod(name, for: base, args: args) {
            return try callExtension(f, on: base, args: try evaluatePlain(args, env), at: range)
        }
        if !anyFits, let transformed = try transforming(name, args, env, on: base, at: e) {
            return transformed
        }
        if !anyFits, labelsUnknown(overloads, args, what: "modifier '\(name)' on \(kind)", at: calleeName(e)) {
            return try keepingPresentation(name, args, env, on: base, at: e) ?? base
        }
        guard let (chosen, values) = try resolve(overloads, args: args, env, what: "modifier '\(name)' on \(kind)", at: e) else { return base }
        if !apiAvailable(name, chosen.availability, at: calleeName(e)) { return base }  // G1: ignored on a release without it
        if name == "navigationDestination" { declarePushedDestination(values, at: e) }
        if name == "navigationBarItems" { return attach(navigationBarItemsToolbar(values, at: e), to: base) }
        // `.modifier(CardStyle())`: a `ViewModifier` of the source, whose body gets the view as `content`.
        if name == "modifier", let modified = try sourceModifier(values.first?.1, appliedTo: base, env, at: range) { return modified }
        return attach(ModifierValue(name: name, arguments: values.map { ($0.0.name, $0.1) }, range: modifierRange(e)), to: base)
    }

    /// `.navigationBarItems(leading:trailing:)`, a bar's items before `.toolbar`: a toolbar of an
    /// item at the navigation bar's leading end and one at its trailing end, as SwiftUI places them.
    private func navigationBarItemsToolbar(_ values: [(SDKParameter, Value)], at e: FunctionCallExprSyntax) -> ModifierValue {
        let range = modifierRange(e)
        let items: [Value] = values.enumerated().compactMap { index, bound in
            guard bound.0.name == "leading" || bound.0.name == "trailing", let view = asView(bound.1) else { return nil }
            if case .node(let n) = view, n.kind == "EmptyView" { return nil }  // `leading: EmptyView()`: no item
            let placement = IRSymbol(type: "ToolbarItemPlacement", name: bound.0.name == "leading" ? "topBarLeading" : "topBarTrailing")
            var item = NodeValue(kind: "ToolbarItem", origin: .sdk, arguments: [("placement", .symbol(placement))], children: [view], modifiers: [], range: range)
            item.slot = String(index)
            return .node(item)
        }
        return toolbarModifier(items, at: range)
    }

    /// Whether SwiftUI's modifier takes these arguments by their types too: tried on its own,
    /// its diagnostics kept aside. Content closures are taken as fitting (building a toolbar
    /// twice to find out would double the work of every placeholder's `.toolbar { … }`).
    private func typeChecks(_ overloads: [SDKFunction], args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) -> Bool {
        if args.contains(where: { $0.expr.is(ClosureExprSyntax.self) }) { return true }
        var mismatched = false
        quietly {
            let (_, made) = try speculate { try resolve(overloads, args: args, env, what: "modifier", at: e) }
            mismatched = made.contains { $0.severity == .error && $0.code == "type-mismatch" }
        }
        return !mismatched
    }

    /// A view of a module Easel does not know (a placeholder), or a container of nothing else
    /// (`ForEach` of Charts' marks, which conforms to `ChartContent` there).
    static func isForeignContent(_ n: NodeValue, depth: Int = 0) -> Bool {
        if n.origin == .placeholder { return true }
        guard depth < 2, !n.children.isEmpty else { return false }
        return n.children.allSatisfy { if case .node(let c) = $0 { return isForeignContent(c, depth: depth + 1) } else { return false } }
    }

    /// `.settingsToolbar { ToolbarItem(…) }`, a modifier from another file: toolbar content can only
    /// end in a toolbar, so the view's toolbar holds what the closures build (R3); nil when they
    /// build none.
    func keepingToolbar(handedTo name: String, _ args: [CallArgument], _ env: Env, on base: Value, at e: FunctionCallExprSyntax) throws -> Value? {
        guard let items = try toolbarContent(handedTo: args, env) else { return nil }
        diagnose(.warning, "unknown-modifier", at: calleeName(e),
                 "Easel does not know the modifier '\(name)'; the toolbar content handed to it is shown as the view's toolbar")
        return attach(toolbarModifier(items, at: modifierRange(e)), to: base)
    }

    /// `.if(showsTitle) { $0.toolbar { … } }`, `.apply { view in view.padding() }`, `.modifier {
    /// content in if wide { content.toolbar { … } } else { content } }`: the transforms many apps
    /// declare in a file not given, which hand the view to a view-builder closure. A closure of one
    /// parameter whose every result is a modifier chain on that parameter transforms the view; a
    /// leading `Bool` says whether (R5: an unknown one shows the content). Nil when the call is
    /// not of that shape.
    private func transforming(_ name: String, _ args: [CallArgument], _ env: Env, on base: Value, at e: FunctionCallExprSyntax) throws -> Value? {
        guard let last = args.last, let syntax = last.expr.as(ClosureExprSyntax.self), Self.transformsItsParameter(syntax) else { return nil }
        guard case .closure(let c) = try eval(last.expr, env) else { return nil }
        if let condition = args.first(where: { $0.label == nil && !$0.isFirstTrailingClosure }), args.count == 2,
           try eval(condition.expr, env).asBool == false {
            declareUntaken(c, at: e)
            return base
        }
        // A guess: the closure's parameter may be another module's value, not the view
        // (`useAsPopupAnchor { … } customize: { $0.position(…).background(.none) }`); SwiftUI's
        // modifiers refusing its arguments' types say so, and then it transforms nothing.
        let (made, said) = try speculate { try transformed(base, by: c, at: program.range(of: e)) }
        if said.contains(where: { $0.severity == .error && $0.code == "type-mismatch" }) { return nil }
        keep(said)
        return made
    }

    /// What a transform closure builds from `base`: its one view, the views it builds grouped, or
    /// (when a branch builds none) the view as it was.
    private func transformed(_ base: Value, by transform: Closure, at range: SourceRange) throws -> Value {
        let built = try build(closure: transform, arguments: [base]).compactMap { asView($0) }
        switch built.count {
        case 0: return base
        case 1: return built[0]
        default: return .node(NodeValue(kind: "Group", origin: .sdk, arguments: [], children: built, modifiers: [], range: range))
        }
    }

    /// A transform whose condition does not hold now is a branch not taken: applied quietly to
    /// an empty view, what it declares (a toolbar) is listed under a presentation never shown.
    private func declareUntaken(_ transform: Closure, at e: FunctionCallExprSyntax) {
        let range = program.range(of: e)
        declareUnshown(at: e) { [try transformed(.node(clearCanvas(at: range.start)), by: transform, at: range)] }
    }

    /// `navigationDestination(for: Route.self) { route in … }`: what a pushed value shows is on
    /// screen only once one is pushed. Built for a value Easel cannot know (R5), quietly, its
    /// content is declared as a branch not taken, so the toolbars of the screens it pushes are in
    /// the IR.
    /// (The other overloads' destinations are built content, not a closure kept.)
    private func declarePushedDestination(_ values: [(SDKParameter, Value)], at e: FunctionCallExprSyntax) {
        guard case .closure(let destination)? = values.first(where: { $0.0.name == "destination" })?.1 else { return }
        declareUnshown(at: e) { try build(closure: destination, arguments: opaqueParameters(destination.syntax)) }
    }

    /// What `make` builds, quietly, listed under a presentation never shown; once per call site.
    private func declareUnshown(at e: FunctionCallExprSyntax, _ make: () throws -> [Value]) {
        guard alternatives.count < Self.alternativeLimit, branchesDeclared.insert(e.id).inserted else { return }
        quietly {
            let built = try make()
            if !built.isEmpty { alternatives.append(built) }
        }
    }

    /// `modifier` applied to `base` when it is a `ViewModifier` of the source (`.modifier(CardStyle())`,
    /// `ModifiedContent(content:modifier:)`); nil for any other value.
    func sourceModifier(_ modifier: Value?, appliedTo base: Value, _ env: Env, at range: SourceRange) throws -> Value? {
        guard case .instance(let m)? = modifier, m.type.methods["body"] != nil else { return nil }
        return try applyViewModifier(m, to: base, environment: env.context?.environment ?? .init(), at: range)
    }

    /// A `ViewModifier` of the source applied to `base`: its `body` gets the view as `content`.
    func applyViewModifier(_ modifier: Instance, to base: Value, environment: EnvironmentValues, at range: SourceRange) throws -> Value {
        let context = SelfContext(instance: modifier, identity: modifier.type.name, environment: environment)
        return try callMethod("body", on: context, args: [("content", base)], at: range)
    }

    /// The empty view that hosts content no view of its own holds (a toolbar alone, a modifier
    /// applied to nothing), at `location`.
    func clearCanvas(at location: SourceLocation) -> NodeValue {
        NodeValue(kind: "Color", origin: .sdk, arguments: [("color", .symbol(IRSymbol(type: "Color", name: "clear")))],
                  children: [], modifiers: [], range: SourceRange(start: location, end: location))
    }

    /// `{ $0.toolbar { … } }`, `{ view in view.padding() }`, `{ content in if c { content.x } else
    /// { content } }`: a closure of one parameter whose results (its expressions, those of its
    /// `if`/`switch`/`#if` branches, what it returns) are all chains on the parameter: views,
    /// never an action's work (`{ value in count = value }` is not one).
    private static func transformsItsParameter(_ closure: ClosureExprSyntax) -> Bool {
        let parameter: String
        switch closure.signature?.parameterClause {
        case nil: parameter = "$0"
        case .simpleInput(let names)?: guard names.count == 1 else { return false }; parameter = names.first!.name.written
        case .parameterClause(let clause)?:
            guard clause.parameters.count == 1, let p = clause.parameters.first else { return false }
            parameter = (p.secondName ?? p.firstName).text
        }
        var results = 0
        return resultsAreChains(on: parameter, closure.statements, &results) && results > 0
    }

    /// Whether every result of `items` is a chain on `parameter` (counted in `results`); local
    /// declarations may stand among them.
    private static func resultsAreChains(on parameter: String, _ items: CodeBlockItemListSyntax, _ results: inout Int) -> Bool {
        for item in items {
            switch item.item {
            case .decl(let d):
                if let config = d.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        guard case .statements(let inner)? = clause.elements else { return false }
                        if !resultsAreChains(on: parameter, inner, &results) { return false }
                    }
                } else if !d.is(VariableDeclSyntax.self) {
                    return false
                }
            case .stmt(let s):
                if let r = s.as(ReturnStmtSyntax.self) {
                    guard let value = r.expression, isChain(value, on: parameter) else { return false }
                    results += 1
                } else if let e = s.as(ExpressionStmtSyntax.self) {
                    guard resultIsChain(e.expression, on: parameter, &results) else { return false }
                } else {
                    return false
                }
            case .expr(let e):
                guard resultIsChain(e, on: parameter, &results) else { return false }
            }
        }
        return true
    }

    private static func resultIsChain(_ expr: ExprSyntax, on parameter: String, _ results: inout Int) -> Bool {
        if let branch = expr.as(IfExprSyntax.self) {
            guard resultsAreChains(on: parameter, branch.body.statements, &results) else { return false }
            switch branch.elseBody {
            case nil: return true
            case .ifExpr(let next)?: return resultIsChain(ExprSyntax(next), on: parameter, &results)
            case .codeBlock(let block)?: return resultsAreChains(on: parameter, block.statements, &results)
            }
        }
        if let choice = expr.as(SwitchExprSyntax.self) {
            for case .switchCase(let c) in choice.cases where !resultsAreChains(on: parameter, c.statements, &results) { return false }
            return true
        }
        guard isChain(expr, on: parameter) else { return false }
        results += 1
        return true
    }

    /// `parameter`, or modifiers called on it (`$0.toolbar { … }.padding()`).
    private static func isChain(_ expr: ExprSyntax, on parameter: String) -> Bool {
        var expr = expr
        while true {
            if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression; continue }
            if let member = expr.as(MemberAccessExprSyntax.self), let inner = member.base { expr = inner; continue }
            return expr.as(DeclReferenceExprSyntax.self)?.baseName.written == parameter
        }
    }

    /// The name a modifier's diagnostics give the value it is applied to, and the protocols whose
    /// modifiers apply: an SDK node's own; a type of the project's by what it conforms to (a
    /// `Scene` takes scene modifiers); a placeholder's, any (R3: it may be a scene, toolbar
    /// content, a view).
    func modifierProtocols(of base: Value) -> (kind: String, protocols: [String]) {
        switch base {
        case .node(let n) where n.origin == .sdk:
            return (n.kind, sdk.modifierProtocols(forNode: n.kind))
        case .node(let n) where n.origin == .placeholder:
            return ("View", ["View", "Scene", "CustomizableToolbarContent", "ToolbarContent", "TabContent"])
        case .instance(let i):
            let protocols = SDKRegistry.modifierProtocols(conformingTo: Set(i.type.conformances))
            return (protocols.first ?? "View", protocols.isEmpty ? ["View"] : protocols)
        default:
            return ("View", ["View"])
        }
    }

    /// `.sheet(store: …) { store in … }`, another library's overload of a presentation: its content
    /// is still the presentation's, not presented (its toolbars are declared off screen); nil when
    /// the modifier is no presentation or has no content closure.
    private func keepingPresentation(_ name: String, _ args: [CallArgument], _ env: Env, on base: Value, at e: FunctionCallExprSyntax) throws -> Value? {
        guard Self.presentationModifiers.contains(name),
              let closure = args.last(where: { $0.isFirstTrailingClosure || $0.label == "content" || $0.label == "destination" }),
              closure.expr.is(ClosureExprSyntax.self) else { return nil }
        // Its parameters (`store in`), whatever their number, are values Easel cannot know.
        let built = try buildArgument(closure.expr, env, arity: 1)
        return attach(ModifierValue(name: name, arguments: [("content", content(built))], range: modifierRange(e)), to: base)
    }

    static let presentationModifiers: Set<String> = ["sheet", "popover", "fullScreenCover", "navigationDestination", "inspector"]

    /// A modifier's range starts at its name (`.toolbar`), so modifiers sort in source order.
    private func modifierRange(_ e: FunctionCallExprSyntax) -> SourceRange {
        memo.modifierRanges.fact(of: e) {
            guard let member = e.calledExpression.as(MemberAccessExprSyntax.self) else { return program.range(of: e) }
            // The end is its last token's: the node's own end is found from its first token, at the
            // far end of the chain before it (each modifier of a long chain walked the whole chain).
            let last = e.lastToken(viewMode: .sourceAccurate)
            return SourceRange(start: program.location(of: member.period), end: last.map { program.endLocation(of: $0) } ?? program.endLocation(of: e))
        }
    }

    /// How many modifiers a view value holds, and where the view is written.
    private static func modifiersHeld(by base: Value) -> (count: Int, at: SourceLocation)? {
        switch base {
        case .node(let n): return (n.modifiers.count, n.range.start)
        case .instance(let i): return (i.modifiers.count, i.range.start)
        default: return nil
        }
    }

    private func attach(_ modifier: ModifierValue, to base: Value) -> Value {
        switch base {
        case .node(var n):
            n.modifiers.append(modifier)
            return .node(n)
        case .instance(let i):
            let copy = i.copy()
            copy.modifiers.append(modifier)
            return .instance(copy)
        default:
            return base
        }
    }

    /// A capitalised name that is neither declared here nor in the SDK: a view from elsewhere,
    /// shown as a labelled placeholder.
    /// Its views and view-builder closures are still evaluated, as its children (spec R3).
    func placeholder(_ name: String, args: [CallArgument], _ env: Env, at e: FunctionCallExprSyntax) throws -> Value {
        if strict { return unknownName(name, at: e, "cannot find '\(name)' in scope") }
        if reportedUnknowns.insert(name).inserted {
            // `UIImage(…)`: UIKit's; `SWTextField` in a file whose imports bring a design system:
            // that module's view, not a typo of `TextField` (R3).
            if Program.hasApplePrefix(name) {
                diagnose(.note, "placeholder-view", at: e, "'\(name)' is \(Program.appleOwner(of: name)), which Easel does not declare; it is shown as a placeholder")
            } else if Program.isCapitalized(name), case let modules = program.otherModules(importedWhere: e), !modules.isEmpty {
                diagnose(.note, "placeholder-view", at: e, "'\(name)' is not declared in this source; \(Program.importedHere(modules)); it is shown as a placeholder")
            } else if let meant = nearestViewName(name) {
                diagnoseTypo("placeholder-view", at: e.calledExpression, "'\(name)' is not declared; it is shown as a placeholder", meant: meant)
            } else {
                diagnose(.note, "placeholder-view", at: e, "'\(name)' is not declared in this source; it is shown as a placeholder")
            }
        }
        let handed = try handedContent(args, env)
        try countNode(at: program.location(of: e))
        // `SplitView { … } toolbar: { ToolbarItem … }`: toolbar content can only end in a toolbar.
        let (toolbar, children) = separatingToolbarContent(handed.children, at: program.range(of: e))
        return .node(NodeValue(kind: "Placeholder", origin: .placeholder, arguments: [("name", .string(name))] + handed.arguments,
                               children: children, modifiers: toolbar.map { [$0] } ?? [], range: program.range(of: e)))
    }
}
