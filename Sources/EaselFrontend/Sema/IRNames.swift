import EaselIR

// swift-syntax has types of the same names; inside the front end these names mean the IR's.
public typealias SourceLocation = EaselIR.SourceLocation
public typealias SourceRange = EaselIR.SourceRange
public typealias Diagnostic = EaselIR.Diagnostic
