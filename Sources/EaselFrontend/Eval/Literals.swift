import EaselIR
@_spi(RawSyntax) import SwiftSyntax

/// String literals and how values are described in text (interpolation, ids).
extension Interpreter {
    func stringLiteral(_ e: StringLiteralExprSyntax, _ env: Env) throws -> Value {
        let literal = facts(of: e)
        if let plain = literal.plain { return .string(try checkString(plain, at: e)) }
        var result = ""
        for part in literal.parts {
            switch part {
            case .text(let text):
                result += text
            case .expression(let expression):
                let v = try eval(expression, env)
                if v.isPoison { return .poison }
                result += describe(v)
            }
            _ = try checkString(result, at: e)
        }
        return .string(result)
    }

    /// Resolves the escapes of a string segment (`\n`, `\"`, `\u{1F600}`): the segment's token
    /// text is raw source.
    func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
        var out = ""
        var chars = raw.makeIterator()
        while let c = chars.next() {
            guard c == "\\", let next = chars.next() else { out.append(c); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "u":
                var hex = ""
                while let h = chars.next(), h != "}" { if h != "{" { hex.append(h) } }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.unicodeScalars.append(scalar) }
            default: out.append(next)
            }
        }
        return out
    }

    /// `String(describing:)` as Swift prints values in interpolations.
    func describe(_ v: Value) -> String {
        switch v {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .array(let a): return "[" + a.map(describeElement).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            return pairs.isEmpty ? "[:]" : "[" + pairs.map { describeElement($0.key) + ": " + describeElement($0.value) }.joined(separator: ", ") + "]"
        case .tuple(let t): return "(" + t.map { ($0.label.map { $0 + ": " } ?? "") + describeElement($0.value) }.joined(separator: ", ") + ")"
        case .range(let l, let u, let closed): return describe(l) + (closed ? "..." : "..<") + describe(u)
        case .symbol(let s):
            if let type = s.type, let t = userType(type), t.kind == .enumType { return s.name }
            return s.name
        // Swift prints an object by its class's name (its fields only for a struct), so an
        // object graph with a cycle prints too.
        case .instance(let i) where i.type.isReference: return i.type.name
        case .instance(let i): return i.type.name + "(" + i.stored.keys.sorted().map { "\($0): \(describeElement(i.stored[$0]!))" }.joined(separator: ", ") + ")"
        case .node(let n): return n.kind
        case .type(let t): return t  // `"\(Int.self)"` is "Int"
        case .keyPath(let p): return "\\." + p.joined(separator: ".")
        case .opaque(let o): return o.text
        default: return v.typeName
        }
    }

    private func describeElement(_ v: Value) -> String {
        if case .string(let s) = v { return "\"" + s + "\"" }
        return describe(v)
    }
}
