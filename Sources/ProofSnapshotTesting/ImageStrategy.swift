#if SnapshotTesting
import Foundation
import ProofRender
import ProofSnapshots
import ProofText
import ProofUI
import ProofVerification
import SnapshotTesting

extension Snapshotting where Value: View, Format == Data {
    /// Renders a ProofUI view with Proofsheet and compares the picture with a PNG reference,
    /// exactly unless a tolerance is given.
    ///
    /// ```swift
    /// assertSnapshot(of: CardView(model: .expired), as: .proofImage(device: .iPhoneSE, scheme: .dark))
    /// ```
    ///
    /// The snapshot is canonical PNG bytes (the same pixels always give the same file), so
    /// re-recording an unchanged view rewrites the same bytes. A view that cannot be rendered,
    /// or that shows characters the fonts lack, fails the test where this strategy is written.
    ///
    /// - Parameters:
    ///   - device: the screen: size in points, scale, safe areas (default iPhone 15).
    ///   - category: the Dynamic Type size (default `L`).
    ///   - scheme: light or dark.
    ///   - direction: left to right or right to left.
    ///   - orientation: portrait or landscape.
    ///   - size: `.fittingWidth` (the device's width, the content's height: small references),
    ///     `.device` (the whole screen, with its safe area) or `.fixed(width:height:)`.
    ///   - base: the environment the values above are written into (tint, your own keys, a
    ///     `displayScale` to render at another scale than the device's).
    ///   - tolerance: how far pixels may differ (CIE ΔE\*94 and a share of pixels); exact by
    ///     default, since Proofsheet renders the same pixels on every machine.
    ///   - allowsMissingCharacters: pass true to accept text the fonts cannot show.
    ///   - renderer: the renderer to use; share one between tests to share its caches.
    ///   - fileID: with `filePath`, `line` and `column`, where problems that are not a
    ///     difference are reported: leave the defaults (this call).
    public static func proofImage(
        device: Device = .iPhone15,
        category: ContentSizeCategory = .large,
        scheme: ColorScheme = .light,
        direction: LayoutDirection = .leftToRight,
        orientation: Orientation = .portrait,
        size: RenderSize = .fittingWidth,
        base: EnvironmentValues = EnvironmentValues(),
        tolerance: Tolerance = .exact,
        allowsMissingCharacters: Bool = false,
        renderer: Renderer = Renderer(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Snapshotting {
        let environment = EnvironmentValues.proofsheet(
            device: device, category: category, scheme: scheme, direction: direction, orientation: orientation, base: base
        )
        return proofImage(in: environment, size: size, tolerance: tolerance, allowsMissingCharacters: allowsMissingCharacters,
                          renderer: renderer, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``proofImage(device:category:scheme:direction:orientation:size:base:tolerance:allowsMissingCharacters:renderer:fileID:filePath:line:column:)``
    /// in an environment of your own, as `renderer.render(view, in: environment)` takes it.
    public static func proofImage(
        in environment: EnvironmentValues,
        size: RenderSize = .fittingWidth,
        tolerance: Tolerance = .exact,
        allowsMissingCharacters: Bool = false,
        renderer: Renderer = Renderer(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Snapshotting {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(
            pathExtension: "png",
            diffing: .proofImage(tolerance: tolerance, pixelLimit: renderer.pixelLimit, site: site),
            snapshot: { view in
                do throws(RenderError) {
                    let snapshot = try renderer.render(view, in: environment, size: size)
                    site.check(snapshot.missingCharacters, allowed: allowsMissingCharacters)
                    return Data(PNG.encode(snapshot.bitmap))
                } catch {
                    site.recordIssue("Proofsheet could not render the view: \(error)")
                    return RenderFailure.data(error)
                }
            }
        )
    }
}

extension Snapshotting where Value == Bitmap, Format == Data {
    /// Compares a bitmap you rendered yourself (`renderer.render(…).bitmap`) with a PNG
    /// reference, as ``Snapshotting/proofImage(device:category:scheme:direction:orientation:size:base:tolerance:allowsMissingCharacters:renderer:fileID:filePath:line:column:)``
    /// compares a view's picture.
    public static func proofImage(
        tolerance: Tolerance = .exact,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .proofImage(tolerance: tolerance, fileID: fileID, filePath: filePath, line: line, column: column),
            snapshot: { bitmap in Data(PNG.encode(bitmap)) }
        )
    }
}

extension Diffing where Value == Data {
    /// Compares PNG images as Proofsheet does: decoded to pixels, exactly unless `tolerance`
    /// allows a difference. Both sides are stored as they are (the snapshot strategies above
    /// produce canonical PNG bytes).
    ///
    /// A failure says what changed: the sizes, or how many pixels changed, where (their
    /// bounding box) and by how much (the largest ΔE\*94). The diff picture (changed pixels
    /// red, changes within the tolerance amber, the rest a faded copy of the reference) and
    /// both images are attached to the test: to a Swift Testing test here on Linux (`swift
    /// test --attachments-path DIR` keeps them), and through swift-snapshot-testing under
    /// Xcode. An unreadable reference (a Git LFS pointer, a damaged file) fails with the reason.
    ///
    /// - Parameter pixelLimit: the largest image decoded; larger references are refused
    ///   from their header.
    public static func proofImage(
        tolerance: Tolerance = .exact,
        pixelLimit: PixelLimit = .default,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Diffing {
        proofImage(tolerance: tolerance, pixelLimit: pixelLimit,
                   site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    static func proofImage(tolerance: Tolerance, pixelLimit: PixelLimit, site: CallSite) -> Diffing {
        Diffing.diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            ImageDifference.compare(reference: reference, actual: actual, tolerance: tolerance, pixelLimit: pixelLimit, site: site)
        }
    }
}

/// The comparison behind ``Diffing/proofImage(tolerance:pixelLimit:fileID:filePath:line:column:)``:
/// the image format's comparison (``SnapshotFormat/image(tolerance:pixelLimit:)``), which the
/// service and the suites verify through too, worded for swift-snapshot-testing.
enum ImageDifference {
    static func compare(
        reference: Data, actual: Data, tolerance: Tolerance, pixelLimit: PixelLimit, site: CallSite
    ) -> (String, [DiffAttachment])? {
        if let message = RenderFailure.message(reference: RenderFailure.reason(in: reference), actual: RenderFailure.reason(in: actual)) {
            return (message, [])
        }
        // Canonical PNG: equal bytes are equal pixels, and so are equal stored pixel hashes.
        if reference == actual { return nil }
        let storedReference = reference.withUnsafeBytes { PNG.storedContentHash(in: $0) }
        let storedActual = actual.withUnsafeBytes { PNG.storedContentHash(in: $0) }
        if let storedReference, storedReference == storedActual { return nil }
        let format = SnapshotFormat.image(tolerance: tolerance, pixelLimit: pixelLimit)
        let actualImage: Bitmap
        switch decode(actual, limit: pixelLimit) {
        case let .success(image):
            actualImage = image
        case let .failure(error):
            // The reference's problem first, as it is the one to fix first.
            if case let .failure(referenceError) = decode(reference, limit: pixelLimit) {
                return (message(for: ImageFormat.problem(referenceError)), [])
            }
            return ("Cannot read the new image: \(error).", [])
        }
        let difference = format.compare([UInt8](reference), actualImage)
        guard let comparison = difference.imageComparison else {
            if case let .unreadable(problem) = difference.verdict { return (message(for: problem), []) }
            return nil
        }
        if difference.passes { return nil }
        var message: String
        if comparison.sizesMatch {
            message = "Proofsheet image differs from the reference: " + (difference.summary ?? "")
                + (tolerance.isExact ? "." : ", beyond the tolerance (\(tolerance)).")
        } else {
            message = "Proofsheet image changed size: " + (difference.summary ?? "") + "."
        }
        let (attachments, note) = site.attach([
            (name: "reference.png", bytes: [UInt8](reference)),
            (name: "actual.png", bytes: [UInt8](actual)),
            (name: "difference.png", bytes: difference.diff("reference.png", "actual.png") ?? []),
        ])
        if !note.isEmpty {
            message += "\n" + note + " difference.png shows changed pixels in red"
                + (tolerance.isExact ? "" : ", changes within the tolerance in amber") + ", over a faded copy of the reference."
        }
        return (message, attachments)
    }

    /// An unreadable reference, in swift-snapshot-testing's terms (delete and run again).
    private static func message(for problem: ReferenceProblem) -> String {
        let fix = problem.remedy == .none ? "" : "; restore it from version control, or delete it and run the test again to record a new one"
        return "Cannot read the reference image: \(problem.cause)\(fix)."
    }

    private static func decode(_ data: Data, limit: PixelLimit) -> Result<Bitmap, PNGError> {
        data.withUnsafeBytes { bytes in Result { () throws(PNGError) in try PNG.decode(bytes, limit: limit) } }
    }
}
#endif
