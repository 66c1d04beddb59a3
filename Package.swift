// swift-tools-version: 6.0
import PackageDescription

// One target per pipeline stage; each imports only the stages before it (see ARCHITECTURE.md).
let package = Package(
    name: "Easel",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "EaselIR", targets: ["EaselIR"]),
        .library(name: "EaselFrontend", targets: ["EaselFrontend"]),
        .library(name: "EaselToolbars", targets: ["EaselToolbars"]),
        .library(name: "EaselLayout", targets: ["EaselLayout"]),
        .library(name: "EaselCanvas", targets: ["EaselCanvas"]),
        .library(name: "EaselStudio", targets: ["EaselStudio"]),
        .library(name: "EaselDocs", targets: ["EaselDocs"]),
        .library(name: "EaselSnapshotTesting", targets: ["EaselSnapshotTesting"]),
        .executable(name: "easel", targets: ["easel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.0.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "EaselIR"),
        // FreeType from Debian's libfreetype-dev: real font metrics for text.
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .target(name: "EaselText", dependencies: ["CFreeType"]),
        // jemalloc from Debian's libjemalloc-dev, the command line's allocator on Linux: with
        // glibc's, a variant matrix's threads grow their arenas by thousands of mprotect calls,
        // each of which stops the other core's page faults (Docs/performance.md, "The allocator").
        .systemLibrary(name: "CJemalloc", pkgConfig: "jemalloc", providers: [.apt(["libjemalloc-dev"])]),
        .target(
            name: "EaselFrontend",
            dependencies: [
                "EaselIR",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ],
            // The declared SwiftUI SDK, a Swift interface read by swift-syntax at run time, and
            // the highlighted source's style sheet. SDK/Families.txt: what Apple documents of the
            // families, read by SDKCoverage's callers.
            exclude: ["SDK/Families.txt"],
            resources: [.copy("SDK/SwiftUI.swiftinterface"), .copy("Highlighting.css")]
        ),
        .target(name: "EaselToolbars", dependencies: ["EaselIR", "EaselText"]),
        // The layout stage: frames of bars (and, later, of the content) from the engine's decisions.
        .target(name: "EaselLayout", dependencies: ["EaselIR", "EaselText", "EaselToolbars"]),
        // Page/render.html: the page of `render --format html`, a template filled by PageTemplate.
        .target(name: "EaselCanvas", dependencies: ["EaselIR", "EaselText", "EaselToolbars", "EaselLayout"], resources: [.copy("Page")]),
        .target(
            name: "EaselStudio",
            dependencies: [
                "EaselIR", "EaselFrontend", "EaselText", "EaselToolbars", "EaselLayout", "EaselCanvas",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            // The page's HTML, CSS and JavaScript, copied as they are and served byte for byte (StudioAssets).
            resources: [.copy("Page")]
        ),
        // The docs builder: pages in, a static site out, every example through the pipeline.
        .target(
            name: "EaselDocs",
            dependencies: ["EaselIR", "EaselFrontend", "EaselText", "EaselToolbars", "EaselCanvas", .product(name: "Ink", package: "Ink")],
            // Site/: the page template, the style sheet and the platform switcher's script.
            resources: [.copy("Site")]
        ),
        // swift-snapshot-testing strategies for SwiftUI source: a package's toolbars asserted in Linux CI.
        .target(
            name: "EaselSnapshotTesting",
            dependencies: [
                "EaselIR", "EaselFrontend", "EaselText", "EaselToolbars", "EaselLayout", "EaselCanvas",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "easel",
            dependencies: [
                "EaselIR",
                "EaselFrontend",
                "EaselToolbars",
                "EaselLayout",
                "EaselCanvas",
                "EaselStudio",
                "EaselDocs",
                .target(name: "CJemalloc", condition: .when(platforms: [.linux])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "EaselIRTests", dependencies: ["EaselIR"]),
        .testTarget(
            name: "EaselFrontendTests",
            dependencies: ["EaselFrontend", "EaselIR", .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftOperators", package: "swift-syntax")]
        ),
        .testTarget(
            name: "EaselToolbarsTests",
            dependencies: [
                "EaselToolbars", "EaselFrontend", "EaselIR", "EaselText",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "EaselCanvasTests", dependencies: ["EaselCanvas", "EaselLayout", "EaselToolbars", "EaselFrontend", "EaselIR", "EaselText"]),
        .testTarget(
            name: "EaselStudioTests",
            dependencies: [
                "EaselStudio", "EaselIR", "EaselToolbars", "EaselLayout",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]
        ),
        .testTarget(name: "EaselDocsTests", dependencies: ["EaselDocs", "EaselFrontend", "EaselIR", "EaselText"]),
        .testTarget(name: "EaselCLITests", dependencies: ["easel", "EaselIR"]),
    ]
)
