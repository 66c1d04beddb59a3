// swift-tools-version: 6.0
import PackageDescription

// An app's package as it would use Easel in Linux CI: its SwiftUI views (App/, not a target —
// SwiftUI does not build on Linux) asserted with EaselSnapshotTesting's strategies.
let package = Package(
    name: "SnapshotExample",
    dependencies: [
        .package(name: "Easel", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "InboxSnapshotTests",
            dependencies: [
                .product(name: "EaselSnapshotTesting", package: "Easel"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
