import SwiftSyntax

/// Branches a view builder does not take now — the `else` of `if let channel`, the other cases of
/// a `switch`, the `else` of `if #available` — are built too, quietly, for what they declare:
/// their toolbars are part of the view's declaration (the IR lists them under a presentation that
/// is never shown, see `Lowerer.lowerAlternatives`), while the picture shows only the branch taken.
/// A person reading `easel ir` or the Studio sees every toolbar the code can show, and which one
/// shows in this state.
extension Interpreter {
    /// More than a screen's worth of conditional content is not worth the time of a keystroke.
    static let alternativeLimit = 256

    /// Builds each branch (its statements in the scope given) quietly and keeps what it built,
    /// once per `if` or `switch` (`choice`), however many rows repeat it.
    func recordAlternatives(_ branches: [(statements: CodeBlockItemListSyntax, env: Env)], of choice: some SyntaxProtocol, slot: String) {
        guard !branches.isEmpty, alternatives.count < Self.alternativeLimit, branchesDeclared.insert(choice.id).inserted else { return }
        var built: [Value] = []
        quietly {
            for (index, branch) in branches.enumerated() {
                built += try build(branch.statements, branch.env, prefix: "\(slot).alt\(index).")
            }
        }
        if !built.isEmpty { alternatives.append(built) }
    }

    /// Branches not taken inside a `ToolbarItemGroup`'s content (`if isEditing { Button … }`)
    /// built views, which are items only in the group: each is declared in a group like it, with
    /// its placement, so the IR lists the items it would show.
    func groupAlternatives(since first: Int, in group: NodeValue) {
        for index in first..<alternatives.count {
            let wrapped = NodeValue(kind: group.kind, origin: group.origin, arguments: group.arguments, children: alternatives[index],
                                    modifiers: [], range: group.range)
            alternatives[index] = [.node(wrapped)]
        }
    }

    /// The scope of a branch whose conditions do not hold now: the names they would bind are
    /// values Easel cannot know (R5), as in `if let user = session.user` over an opaque value.
    func assuming(_ conditions: ConditionElementListSyntax, _ env: Env) -> Env {
        let branchEnv = env.child()
        for element in conditions {
            switch element.condition {
            case .optionalBinding(let b):
                if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.written {
                    branchEnv.scope.define(name, .opaque(Opaque(text: name)), constant: true)
                }
            case .matchingPattern(let m):
                _ = try? matches(m.pattern, .opaque(Opaque(text: m.initializer.value.trimmedText)), branchEnv)
            case .expression, .availability:
                continue
            }
        }
        return branchEnv
    }

    /// The scope of a `switch` case not taken, its pattern's names bound to opaque values.
    func assuming(_ c: SwitchCaseSyntax, subject: ExprSyntax, _ env: Env) -> Env {
        let caseEnv = env.child()
        if case .case(let label) = c.label {
            for item in label.caseItems { _ = try? matches(item.pattern, .opaque(Opaque(text: subject.trimmedText)), caseEnv) }
        }
        return caseEnv
    }
}
