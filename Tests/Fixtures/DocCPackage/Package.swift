// swift-tools-version: 6.0
// A package with a DocC catalog and snippets, as the docs builder's tests read it (never built).
import PackageDescription

let package = Package(name: "ToolbarKit", targets: [.target(name: "ToolbarKit")])
