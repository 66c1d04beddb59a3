// swift-tools-version: 6.0
// A library app as a Swift package (spec R1: a package's targets are its modules).
import PackageDescription

let package = Package(
    name: "Library",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [.library(name: "LibraryUI", targets: ["LibraryUI"])],
    dependencies: [.package(url: "https://github.com/example/BookKit", from: "1.0.0")],
    targets: [
        .target(name: "LibraryUI", dependencies: ["BookKit"]),
        .testTarget(name: "LibraryUITests", dependencies: ["LibraryUI"]),
    ]
)
