import EaselIR
@_spi(RawSyntax) import SwiftSyntax

/// What the evaluator reads off the syntax of a call, a literal, a function or a closure, read
/// once per node and evaluation: a list of twenty rows evaluates the same calls twenty times,
/// and reading a node's children builds each of them anew.
struct SyntaxMemo {
    var calls = NodeTable<CallFacts>()
    var functions = NodeTable<FunctionFacts>()
    var stringLiterals = NodeTable<StringLiteralFacts>()
    /// Whether a body's statements hold a `return` (then no result builder applies).
    var bodiesReturning = NodeTable<Bool>()
    var closureParameters = NodeTable<[String]>()
    /// Where a modifier call is written, from its period: the range every applied modifier keeps.
    var modifierRanges = NodeTable<SourceRange>()
    /// Whether an expression is a chain of calls and members on a leading-dot member
    /// (`.system(size: 8).italic()`), for every link of the chains asked about.
    var leadingChains = NodeTable<Bool>()
    /// An implicit member (`.leading`, `.secondary`) the SDK or an open type gives, with the
    /// context type it was read against: the same node in another context is read again.
    var implicitMembers = NodeTable<(expected: String?, value: Value)>()
}

/// One kind of fact, by node.
struct NodeTable<Fact> {
    private var facts: [SyntaxIdentifier: Fact] = [:]

    /// The fact of `node`, read by `read` the first time it is asked for.
    mutating func fact(of node: some SyntaxProtocol, _ read: () -> Fact) -> Fact {
        let id = node.id
        if let known = facts[id] { return known }
        let fact = read()
        facts[id] = fact
        return fact
    }

    /// A fact kept by whoever worked it out (for facts that are not the node's alone).
    subscript(node: some SyntaxProtocol) -> Fact? {
        get { facts[node.id] }
        set { facts[node.id] = newValue }
    }
}

/// What a call is as written.
struct CallFacts {
    /// Its arguments and trailing closures, in order.
    let arguments: [CallArgument]
    /// Its callee's last name is one of scheduled work's (`Task`, `….async`): see `ScheduledWork`.
    let mayScheduleWork: Bool

    init(_ call: FunctionCallExprSyntax) {
        arguments = call.callArguments
        let callee = call.calledExpression
        let last = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.rawText ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.rawText
        mayScheduleWork = last.map(Interpreter.scheduledWorkNames.contains) ?? false
    }
}

/// What a declared function is, apart from its parameters and body.
struct FunctionFacts {
    /// Its body is a view builder: `body`, `ViewModifier.body(content:)`, an `@…Builder` function.
    let builds: Bool
    let mutating: Bool
    /// The declared type it returns, as written: the context type of `return .inbox`.
    let returnType: String?
    /// That type when it names tuple labels, which what it returns takes (`TupleLabels`).
    let labeledReturn: TypeSyntax?

    init(_ f: FunctionDeclSyntax) {
        // `static func body(_ weight:) -> Font` of an `extension Font` builds nothing: only an
        // instance's `body` can be a view's or a modifier's.
        let isStatic = f.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        builds = (f.name.written == "body" && !isStatic) || f.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText.hasSuffix("Builder") == true }
        mutating = f.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        let declared = f.signature.returnClause?.type
        labeledReturn = declared.flatMap { $0.namesTupleLabels ? $0 : nil }
        let written = declared?.trimmedText
        returnType = written == "Self" ? Self.constrainedSelf(of: f) ?? written : written
    }

    /// The type `Self` is in a protocol extension that fixes it (`extension ButtonStyle where
    /// Self == PrimaryButton`, where `static var primary: Self { .init() }` makes a
    /// `PrimaryButton`); nil elsewhere.
    static func constrainedSelf(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let n = current {
            if let x = n.as(ExtensionDeclSyntax.self) {
                for r in x.genericWhereClause?.requirements ?? [] {
                    if let same = r.requirement.as(SameTypeRequirementSyntax.self), same.leftType.trimmedText == "Self" {
                        return same.rightType.trimmedText
                    }
                }
                return nil
            }
            current = n.parent
        }
        return nil
    }
}

/// A string literal: its value when it has no interpolation, else its parts in order.
struct StringLiteralFacts {
    enum Part {
        /// Source text with its escapes resolved.
        case text(String)
        case expression(ExprSyntax)
    }
    let plain: String?
    let parts: [Part]

    init(_ e: StringLiteralExprSyntax, unescape: (String) -> String) {
        let segments = e.segments
        // Most literals are one segment without escapes: their text is their value, with none of
        // the unescaping `representedLiteralValue` does.
        if segments.count == 1, case .stringSegment(let only) = segments.first {
            let text = only.content.written
            if !text.utf8.contains(UInt8(ascii: "\\")) {
                plain = text
                parts = []
                return
            }
        }
        let interpolated = segments.contains { if case .expressionSegment = $0 { return true } else { return false } }
        plain = interpolated ? nil : e.representedLiteralValue
        parts = plain != nil ? [] : segments.compactMap { segment in
            switch segment {
            case .stringSegment(let s): return .text(unescape(s.content.written))
            case .expressionSegment(let s): return s.expressions.first.map { .expression($0.expression) }
            }
        }
    }
}

extension Interpreter {
    func facts(of call: FunctionCallExprSyntax) -> CallFacts {
        memo.calls.fact(of: call) { CallFacts(call) }
    }

    func facts(of literal: StringLiteralExprSyntax) -> StringLiteralFacts {
        memo.stringLiterals.fact(of: literal) { StringLiteralFacts(literal, unescape: unescape) }
    }

    func facts(of f: FunctionDeclSyntax) -> FunctionFacts {
        memo.functions.fact(of: f) { FunctionFacts(f) }
    }
}

extension Interpreter {
    /// Whether `expr` is a chain whose innermost receiver is a leading-dot member
    /// (`.toolbar { … }.padding()`), remembered for the links past the eighth: a chain's links
    /// are evaluated from the outermost in, each asking this of the rest of the chain, so walking
    /// it anew each time made a chain of n modifiers cost n² (16,000 modifiers: a minute).
    func isLeadingChain(_ expr: ExprSyntax) -> Bool {
        var e = expr
        var walked: [ExprSyntax] = []
        var steps = 0
        let result: Bool
        while true {
            // Most chains are a few links, walked outright: a table costs more than they do.
            if steps >= 8 {
                if let known = memo.leadingChains[e] { result = known; break }
                walked.append(e)
            }
            steps += 1
            if let call = e.as(FunctionCallExprSyntax.self) {
                e = call.calledExpression
            } else if let member = e.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { result = true; break }
                e = base
            } else {
                result = false
                break
            }
        }
        for link in walked { memo.leadingChains[link] = result }
        return result
    }
}
