// Proofsheet for pointfreeco's swift-snapshot-testing: `Snapshotting` strategies that render
// ProofUI views with Proofsheet's deterministic engine, so that an existing suite checks them
// with `assertSnapshot(of: view, as: .proofImage(…))` on Linux as on macOS.
//
// The code is compiled only with the package trait `SnapshotTesting`, which also brings in the
// dependency on swift-snapshot-testing: a package that uses Proofsheet alone builds nothing
// more. Without the trait this module is empty. See Docs/SnapshotTesting.md.
#if SnapshotTesting
@_exported import ProofSnapshots
@_exported import ProofUI
import SnapshotTesting

extension EnvironmentValues {
    /// `base` with the device, size category, colour scheme, layout direction and orientation
    /// set, as `Matrix.environments` sets them.
    static func proofsheet(
        device: Device, category: ContentSizeCategory, scheme: ColorScheme, direction: LayoutDirection,
        orientation: Orientation, base: EnvironmentValues
    ) -> EnvironmentValues {
        var environment = base
        environment.device = device
        environment.contentSizeCategory = category
        environment.colorScheme = scheme
        environment.layoutDirection = direction
        environment.orientation = orientation
        return environment
    }
}
#endif
