import Foundation
import FuzzSupport

/// The front end on arbitrary source text, then the rest of the pipeline for one platform.
/// Invariants: nothing crashes or hangs (the step budget ends every loop), every diagnostic points
/// into the source (line and column), and the render document encodes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontend(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let evaluation = Frontend.compile(text, fileName: "fuzz.swift").evaluate(options: EvaluationOptions(limits: Fuzz.limits))
    let lines = Fuzz.lineCount(text)
    for diagnostic in evaluation.document.diagnostics where !(1...lines + 1 ~= diagnostic.line) || diagnostic.column < 1 {
        Fuzz.fail("diagnostic outside the source (\(lines) lines): \(diagnostic.line):\(diagnostic.column) \(diagnostic.code) \(diagnostic.message)")
    }
    let platform = Platform.allCases[count % Platform.allCases.count]
    _ = Fuzz.draw(evaluation.document, state: evaluation.state, customizations: CustomizationDocument(), platform: platform)
    return 0
}
