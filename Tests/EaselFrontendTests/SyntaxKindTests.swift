import EaselFrontend
import EaselIR
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

/// Issue 35, point 1 (spec R6): an error only where Swift rejects the code. Every kind of
/// expression and statement swift-syntax defines has a sample Swift compiles; each evaluates,
/// or degrades to an unknown value or a skipped statement with a note, and the view after it is
/// still drawn. Kinds the parser builds only for code Swift rejects are errors at their place;
/// kinds it builds only under an experimental feature are listed with the reason.
@Suite("Every expression and statement kind")
struct SyntaxKindTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        let kind: SyntaxKind
        /// Declarations beside the view.
        var declarations = ""
        /// Statements run in the view's body pass.
        let statements: String
        var swiftRejects = false
        var testDescription: String { "\(kind)" }
    }

    /// Kinds the parser produces only behind an experimental language feature.
    static let experimental: [String: String] = [
        "DoExprSyntax": "`do` as an expression needs -enable-experimental-feature DoExpressions",
        "ThenStmtSyntax": "`then` needs -enable-experimental-feature ThenStatements",
        "MissingStmtSyntax": "the parser recovers a missing statement as a missing expression or declaration",
        "EditorPlaceholderExprSyntax": "no longer built: a placeholder is a DeclReferenceExprSyntax (see editorPlaceholder below)",
        "_CanImportExprSyntax": "built only by SwiftIfConfig from `canImport(_:_version:)`, which the parser reads as a call",
        "_CanImportVersionInfoSyntax": "as _CanImportExprSyntax",
    ]

    static let samples: [Sample] = [
        Sample(kind: .arrayExpr, statements: "let a = [1, 2]; print(a)"),
        Sample(kind: .arrowExpr, statements: "let f = ((Int) -> Int).self; print(f)"),
        Sample(kind: .asExpr, statements: "let n = 3 as Int; print(n)"),
        Sample(kind: .assignmentExpr, statements: "var x = 1; x = 2; print(x)"),
        Sample(kind: .awaitExpr, declarations: "func load() async -> Int { 1 }",
               statements: "Task { let v = await load(); print(v) }"),
        Sample(kind: .binaryOperatorExpr, statements: "print(1 + 2)"),
        Sample(kind: .booleanLiteralExpr, statements: "print(true)"),
        Sample(kind: .borrowExpr, statements: "let x = 1; let y = borrow x; print(y)"),
        Sample(kind: .closureExpr, statements: "let f = { 1 }; print(f())"),
        Sample(kind: .consumeExpr, statements: "let x = [1]; let y = consume x; print(y)"),
        Sample(kind: .copyExpr, statements: "let x = [1]; let y = copy x; print(y)"),
        Sample(kind: .declReferenceExpr, statements: "let x = 1; print(x)"),
        Sample(kind: .dictionaryExpr, statements: "print([\"a\": 1])"),
        Sample(kind: .discardAssignmentExpr, statements: "_ = 1"),
        Sample(kind: .floatLiteralExpr, statements: "print(1.5)"),
        Sample(kind: .forceUnwrapExpr, statements: "print(Int(\"3\")!)"),
        Sample(kind: .functionCallExpr, statements: "print(max(1, 2))"),
        Sample(kind: .genericSpecializationExpr, statements: "print(Array<Int>())"),
        Sample(kind: .ifExpr, statements: "let b = true; let v = if b { 1 } else { 2 }; print(v)"),
        Sample(kind: .inOutExpr, declarations: "func bump(_ v: inout Int) { v += 1 }",
               statements: "var n = 1; bump(&n); print(n)"),
        Sample(kind: .infixOperatorExpr, statements: "print(2 * 3)"),
        Sample(kind: .integerLiteralExpr, statements: "print(7)"),
        Sample(kind: .isExpr, statements: "let x: Any = 1; print(x is Int)"),
        Sample(kind: .keyPathExpr, statements: "let k = \\String.count; print(\"ab\"[keyPath: k])"),
        Sample(kind: .macroExpansionExpr, statements: "print(#line)"),
        Sample(kind: .memberAccessExpr, statements: "print(\"ab\".count)"),
        Sample(kind: .missingExpr, statements: "let m = ; print(m)", swiftRejects: true),
        Sample(kind: .nilLiteralExpr, statements: "let o: Int? = nil; print(o ?? 0)"),
        Sample(kind: .optionalChainingExpr, statements: "let o: String? = \"a\"; print(o?.count ?? 0)"),
        Sample(kind: .packElementExpr, declarations: "func pack<each T>(_ v: repeat each T) -> (repeat each T) { (repeat each v) }",
               statements: "print(pack(1, \"a\"))"),
        Sample(kind: .packExpansionExpr, declarations: "func count<each T>(_ v: repeat each T) -> Int { var n = 0; for _ in repeat each v { n += 1 }; return n }",
               statements: "print(count(1, \"a\"))"),
        Sample(kind: .patternExpr, statements: "if case (let a, 1) = (2, 1) { print(a) }"),
        Sample(kind: .postfixIfConfigExpr, statements: """
            let s = "a"
                #if os(iOS)
                .uppercased()
                #else
                .lowercased()
                #endif
            print(s)
            """),
        Sample(kind: .postfixOperatorExpr, statements: "let r = 1...; print(r)"),
        Sample(kind: .prefixOperatorExpr, statements: "let x = 1; print(-x, !true)"),
        Sample(kind: .regexLiteralExpr, statements: "let r = #/a+/#; print(r)"),
        Sample(kind: .sequenceExpr, statements: "print(1 + 2 * 3)"),
        Sample(kind: .simpleStringLiteralExpr, declarations: "@available(*, deprecated, message: \"use another\") func old() {}",
               statements: "print(1)"),
        Sample(kind: .stringLiteralExpr, statements: "print(\"a\\(1)\")"),
        Sample(kind: .subscriptCallExpr, statements: "let a = [1, 2]; print(a[1])"),
        Sample(kind: .superExpr, declarations: """
            class Base { func name() -> String { "base" } }
            class Derived: Base { override func name() -> String { super.name() + "!" } }
            """, statements: "print(Derived().name())"),
        Sample(kind: .switchExpr, statements: "let x = 2; switch x { case 1: print(1); default: print(x) }"),
        Sample(kind: .ternaryExpr, statements: "let b = true; print(b ? 1 : 2)"),
        Sample(kind: .tryExpr, declarations: "func parse() throws -> Int { 1 }", statements: "print((try? parse()) ?? 0)"),
        Sample(kind: .tupleExpr, statements: "let t = (1, \"a\"); print(t.0)"),
        Sample(kind: .typeExpr, statements: "let t = (any Sendable).self; print(t)"),
        Sample(kind: .unresolvedAsExpr, statements: "let x: Any = 1; print(x as? Int ?? 0)"),
        Sample(kind: .unresolvedIsExpr, statements: "let x: Any = \"a\"; print(x is String)"),
        Sample(kind: .unresolvedTernaryExpr, statements: "print(1 < 2 ? \"yes\" : \"no\")"),
        Sample(kind: .unsafeExpr, statements: "let x = 1; let y = unsafe x; print(y)"),

        Sample(kind: .breakStmt, statements: "for i in 0..<3 { if i == 1 { break }; print(i) }"),
        Sample(kind: .continueStmt, statements: "for i in 0..<3 { if i == 1 { continue }; print(i) }"),
        Sample(kind: .deferStmt, statements: "defer { print(\"done\") }; print(1)"),
        Sample(kind: .discardStmt, declarations: """
            struct Token: ~Copyable {
                consuming func finish() { discard self }
                deinit { print("dropped") }
            }
            """, statements: "Token().finish()"),
        Sample(kind: .doStmt, declarations: "func parse() throws -> Int { 1 }",
               statements: "do { print(try parse()) } catch { print(error) }"),
        Sample(kind: .expressionStmt, statements: "if true { print(1) }"),
        Sample(kind: .fallThroughStmt, statements: "switch 1 { case 1: fallthrough; default: print(2) }"),
        Sample(kind: .forStmt, statements: "for i in [1, 2] { print(i) }"),
        Sample(kind: .guardStmt, statements: "guard let n = Int(\"4\") else { return }; print(n)"),
        Sample(kind: .labeledStmt, statements: "outer: for i in 0..<2 { for j in 0..<2 { if j == 1 { continue outer }; print(i, j) } }"),
        Sample(kind: .repeatStmt, statements: "var n = 0; repeat { n += 1 } while n < 3; print(n)"),
        Sample(kind: .returnStmt, statements: "print(1); return"),
        Sample(kind: .throwStmt, declarations: "struct Failure: Error {}\nfunc fail() throws { throw Failure() }",
               statements: "print((try? fail()) == nil)"),
        Sample(kind: .whileStmt, statements: "var n = 0; while n < 3 { n += 1 }; print(n)"),
        Sample(kind: .yieldStmt, declarations: """
            struct Holder {
                var stored = 1
                var value: Int { _read { yield stored } }
            }
            """, statements: "print(Holder().value)"),
    ]

    static func source(_ sample: Sample) -> String {
        """
        import SwiftUI
        \(sample.declarations)
        struct Sample: View {
            var body: some View {
                let _ = run()
                Text("After")
            }
            func run() {
                \(sample.statements.replacingOccurrences(of: "\n", with: "\n        "))
            }
        }
        """
    }

    /// The kinds in a source's tree, as parsed and with its operators folded.
    static func kinds(in source: String) -> Set<SyntaxKind> {
        let tree = Parser.parse(source: source)
        var found = Set<SyntaxKind>()
        for root in [Syntax(tree), OperatorTable.standardOperators.foldAll(tree) { _ in }] {
            var stack = [root]
            while let node = stack.popLast() {
                found.insert(node.kind)
                stack += node.children(viewMode: .sourceAccurate)
            }
        }
        return found
    }

    @Test("the table has a sample for every expression and statement kind swift-syntax defines")
    func everyKindHasASample() {
        // swift-syntax's own list: the node types an `ExprSyntax` or a `StmtSyntax` may be.
        let defined = [ExprSyntax.structure, StmtSyntax.structure].flatMap { structure -> [String] in
            guard case .choices(let choices) = structure else { return [] }
            return choices.compactMap { if case .node(let type) = $0 { String(describing: type) } else { nil } }
        }
        let covered = Set(Self.samples.map { String(describing: $0.kind.syntaxNodeType) }).union(Self.experimental.keys)
        #expect(defined.count > 60)
        #expect(defined.filter { !covered.contains($0) }.isEmpty, "kinds without a sample")
    }

    @Test("each sample holds its kind, and evaluates or degrades with the view after it drawn", arguments: samples)
    func evaluatesOrDegrades(_ sample: Sample) {
        let source = Self.source(sample)
        #expect(Self.kinds(in: source).contains(sample.kind), "the sample does not hold a \(sample.kind)")
        let d = ir(source)
        #expect(texts(d) == ["After"], "\(d.diagnostics)")
        #expect(!d.diagnostics.contains { $0.code == "unsupported-expression" })
        if sample.swiftRejects {
            #expect(errors(d).contains { $0.line == 8 + max(1, sample.declarations.split(separator: "\n").count) }, "\(d.diagnostics)")
        } else {
            #expect(errors(d).isEmpty, "\(d.diagnostics)")
        }
    }

    @Test("an editor placeholder, which Swift rejects, is an error at its place; the view after it is still drawn")
    func editorPlaceholder() throws {
        let source = Self.source(Sample(kind: .declReferenceExpr, statements: "let p = <#value#>; print(p)"))
        let d = ir(source)
        #expect(texts(d) == ["After"])
        let error = try #require(errors(d).first)
        #expect((error.line, error.column) == (9, 17))
    }
}
