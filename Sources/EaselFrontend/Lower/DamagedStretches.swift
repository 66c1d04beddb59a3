import EaselIR

/// The stretches of source a syntax error damages: from the opening its notes point back at (or
/// the error itself) to where swift-syntax noticed. What evaluating such a stretch reports is an
/// echo of the error. Merged and sorted once, so asking about N diagnostics among M syntax errors
/// costs O((N + M) log M) — a paste gone wrong has thousands of each (issue 33).
struct DamagedStretches {
    /// Disjoint, in source order; each holds its bounds.
    private var stretches: [(start: SourceLocation, end: SourceLocation)] = []

    init(syntaxErrors diagnostics: [Diagnostic]) {
        let spans = diagnostics.filter { $0.code == "syntax" && $0.severity == .error }.map { d in
            (start: (d.notes ?? []).map { SourceLocation(line: $0.line, column: $0.column, file: d.file) }.min() ?? d.location,
             end: d.location)
        }.filter { $0.start <= $0.end }.sorted { $0.start < $1.start }
        for span in spans {
            if let last = stretches.last, last.start.file == span.start.file, span.start <= last.end {
                stretches[stretches.count - 1].end = max(last.end, span.end)
            } else {
                stretches.append(span)
            }
        }
    }

    func contains(_ location: SourceLocation) -> Bool {
        // The last stretch starting at or before the location.
        var low = 0, high = stretches.count
        while low < high {
            let mid = (low + high) / 2
            if stretches[mid].start <= location { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return false }
        let stretch = stretches[low - 1]
        return stretch.start.file == location.file && location <= stretch.end
    }
}
