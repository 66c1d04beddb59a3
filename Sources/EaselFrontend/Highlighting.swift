import EaselIR
import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift source as HTML with its tokens classified by swift-syntax's own `SyntaxClassifier`
/// (SwiftIDEUtils) — keywords, types, literals, comments, attributes — for code shown outside the
/// Studio's editor: documentation pages and the HTML output. Each classified range becomes
/// `<span class="hl-KIND">`; everything else is escaped text, so the source reads back unchanged.
public enum SwiftHighlighting {
    public static func html(_ source: String) -> String {
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var html = ""
        var position = 0
        for classified in tree.classifications {
            let start = min(classified.range.lowerBound.utf8Offset, bytes.count)
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            guard start >= position, end > start else { continue }
            html += escape(bytes[position..<start])
            let text = escape(bytes[start..<end])
            if let name = className(classified.kind) {
                html += #"<span class="hl-\#(name)">\#(text)</span>"#
            } else {
                html += text
            }
            position = end
        }
        return html + escape(bytes[position...])
    }

    /// The CSS class of a classification; nil for text left plain.
    static func className(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .none, .identifier, .operator: nil
        case .keyword: "keyword"
        case .type: "type"
        case .attribute: "attribute"
        case .stringLiteral, .regexLiteral: "string"
        case .integerLiteral, .floatLiteral: "number"
        case .lineComment, .blockComment: "comment"
        case .docLineComment, .docBlockComment: "doc-comment"
        case .ifConfigDirective: "directive"
        case .dollarIdentifier: "dollar"
        case .editorPlaceholder: "placeholder"
        case .argumentLabel: "label"
        @unknown default: nil
        }
    }

    static func escape(_ bytes: ArraySlice<UInt8>) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"": text += "&quot;"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// Colours for the classes on a light page, Xcode's default theme in spirit.
    public static let css = BundledFile.text("Highlighting", "css", in: .module)
}
