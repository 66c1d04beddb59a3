// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for Easel (issue 8). A package of its own so the main build and CI never
// carry sanitizer flags: Scripts/fuzz builds it with `--sanitize=fuzzer --sanitize=address`.
let package = Package(
    name: "EaselFuzz",
    dependencies: [.package(name: "Easel", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "EaselIR", package: "Easel"),
                .product(name: "EaselFrontend", package: "Easel"),
                .product(name: "EaselToolbars", package: "Easel"),
                .product(name: "EaselLayout", package: "Easel"),
                .product(name: "EaselCanvas", package: "Easel"),
            ]
        ),
        .executableTarget(name: "FuzzFrontend", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzCustomizationDocument", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzEdits", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzLayout", dependencies: ["FuzzSupport"]),
    ]
)
