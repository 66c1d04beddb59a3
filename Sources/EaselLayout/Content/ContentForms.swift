import EaselIR
import EaselText

/// macOS's `.columns` form (spec L13): labels trailing-aligned in a leading column (with a colon,
/// as AppKit forms write them), controls in a trailing column, sections separated by space, the
/// whole centred in the form.
extension ContentEngine {
    /// Controls whose title is the row's label in the leading column.
    static let labelled: Set<String> = ["Picker", "TextField", "SecureField", "Stepper", "DatePicker", "ColorPicker", "LabeledContent", "Slider"]

    func placeColumnsForm(_ box: Box, in rect: Rect) -> ContentNode {
        var form = node(box, rect)
        form.style = .columns
        let font = box.env.font
        let sections = sections(box)
        func label(_ row: Box) -> String? {
            // A title given as a string, else as a label's text (`Slider(…) { Text("Volume") }`).
            guard Self.labelled.contains(row.kind), case let title = Self.title(of: row.view), !title.isEmpty else { return nil }
            return title + ":"
        }
        let rows = sections.flatMap(\.rows)
        let labelWidth = rows.compactMap(label).map { measurer.width(of: $0, font: font) }.max() ?? 0
        let gap = labelWidth > 0 ? 8.0 : 0
        let ideal = rows.filter { label($0) == nil }.map { size($0, .unspecified).width }.max() ?? 0
        let controlWidth = max(0, min(max(ideal, 240), rect.width - labelWidth - gap - 40))
        let x0 = rect.midX - (labelWidth + gap + controlWidth) / 2
        let column = Rect(x: x0 + labelWidth + gap, y: 0, width: controlWidth, height: 0)
        var y = rect.y + 20
        for (index, (section, rows)) in sections.enumerated() {
            guard y < rect.maxY else { break }
            if index > 0 { y += 20 }
            var pieces: [ContentNode] = []
            let top = y
            if let header = section.flatMap({ sectionTitle($0, .header, font: FontSpec(size: 11, weight: .semibold), width: column.maxX - x0) }) {
                var h = Self.secondary(header(Rect(x: x0, y: y, width: column.maxX - x0, height: 0)))
                h.role = .header
                pieces.append(h)
                y = h.frame.maxY + 6
            }
            for row in rows {
                guard y < rect.maxY else { break }
                pieces.append(contentsOf: placeFormRow(row, label: label(row), x0: x0, labelWidth: labelWidth, column: column, y: &y))
                y += 6
            }
            if let footer = section.flatMap({ sectionTitle($0, .footer, font: FontSpec(size: 11), width: column.width) }) {
                var f = Self.secondary(footer(Rect(x: column.x, y: y, width: column.width, height: 0)))
                f.role = .footer
                pieces.append(f)
                y = f.frame.maxY
            }
            if let section {
                var s = node(section, Rect(x: x0, y: top, width: column.maxX - x0, height: max(0, y - top)))
                s.children = pieces
                form.children.append(s)
            } else {
                form.children += pieces
            }
        }
        form.children = form.children.compactMap { $0.clipped(to: rect) }
        return form
    }

    /// One row: a labelled control with its label in the leading column, else the view in the
    /// control column at its own width.
    private func placeFormRow(_ row: Box, label: String?, x0: Double, labelWidth: Double, column: Rect, y: inout Double) -> [ContentNode] {
        guard let label else {
            let s = size(row, Proposal(width: column.width, height: nil))
            defer { y += s.height }
            return place(row, in: Rect(x: column.x, y: y, width: s.width, height: s.height))
        }
        let font = row.env.font
        let lineHeight = Self.lineHeight(font)
        let text = measurer.width(of: label, font: font)
        func labelLine(beside n: ContentNode) -> ContentNode.TextLine {
            ContentNode.TextLine(text: label, frame: Rect(x: x0 + labelWidth - text, y: n.frame.midY - lineHeight / 2, width: text, height: lineHeight))
        }
        // A control that fills its row (a slider, a segmented picker) is the control column's, its
        // title the label column's, as AppKit's form lays them out.
        if row.kind == "Slider" || (row.kind == "Picker" && row.env.pickerStyle == .segmented) {
            let s = size(row, Proposal(width: column.width, height: nil))
            let height = max(s.height, lineHeight)
            guard var n = place(row, in: Rect(x: column.x, y: y, width: column.width, height: height)).first else { return [] }
            y += height
            let line = labelLine(beside: n)
            n.textLines = [line]
            n.text = label
            n.frame = Rect(x: line.frame.x, y: n.frame.y, width: column.maxX - line.frame.x, height: n.frame.height)
            return [n]
        }
        let full = Rect(x: x0, y: y, width: column.maxX - x0, height: 0)
        let s = size(row, Proposal(width: full.width, height: nil))
        let height = max(s.height, lineHeight)
        guard var n = place(row, in: Rect(x: full.x, y: y, width: full.width, height: height)).first else { return [] }
        y += height
        let labelLine = labelLine(beside: n)
        if row.kind == "TextField" || row.kind == "SecureField" {
            n.frame = Rect(x: column.x, y: n.frame.y, width: column.width, height: n.frame.height)
            n.parts.append(.init(name: .label(label), frame: labelLine.frame))
        } else {
            n.textLines = [labelLine]
            n.text = label
            n.parts = n.parts.map { p in
                guard p.name.isControl else { return p }
                return .init(name: p.name, frame: Rect(x: column.x, y: p.frame.y, width: p.frame.width, height: p.frame.height))
            }
            n.frame = Rect(x: labelLine.frame.x, y: n.frame.y, width: column.x + (n.parts.first { $0.name.isControl }?.frame.width ?? 0) - labelLine.frame.x,
                           height: n.frame.height)
        }
        return [n]
    }
}
