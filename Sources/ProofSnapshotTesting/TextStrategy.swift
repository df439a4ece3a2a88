#if SnapshotTesting
import Foundation
import ProofText
import ProofUI
import ProofVerification
import SnapshotTesting

extension Snapshotting where Value: View, Format == String {
    /// Lays out a ProofUI view with Proofsheet and compares its text description (one line
    /// per layout node: kind, parameters, frame in points, colours, fonts, text line by line,
    /// accessibility) with a `.txt` reference, with swift-snapshot-testing's line diff.
    ///
    /// ```swift
    /// assertSnapshot(of: CardView(model: .expired), as: .proofText(category: .accessibilityExtraExtraExtraLarge))
    /// ```
    ///
    /// Laying out without painting costs about a sixth of a picture, and the description
    /// reviews well in a pull request. The parameters are those of
    /// ``Snapshotting/proofImage(device:category:scheme:direction:orientation:size:base:tolerance:allowsMissingCharacters:renderer:fileID:filePath:line:column:)``,
    /// less the tolerance: text compares exactly.
    public static func proofText(
        device: Device = .iPhone15,
        category: ContentSizeCategory = .large,
        scheme: ColorScheme = .light,
        direction: LayoutDirection = .leftToRight,
        orientation: Orientation = .portrait,
        size: RenderSize = .fittingWidth,
        base: EnvironmentValues = EnvironmentValues(),
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
        return proofText(in: environment, size: size, allowsMissingCharacters: allowsMissingCharacters, renderer: renderer,
                         fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``proofText(device:category:scheme:direction:orientation:size:base:allowsMissingCharacters:renderer:fileID:filePath:line:column:)``
    /// in an environment of your own, as `renderer.layout(view, in: environment)` takes it.
    public static func proofText(
        in environment: EnvironmentValues,
        size: RenderSize = .fittingWidth,
        allowsMissingCharacters: Bool = false,
        renderer: Renderer = Renderer(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Snapshotting {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting(
            pathExtension: "txt",
            diffing: .proofText,
            snapshot: { view in
                do throws(RenderError) {
                    let layout = try renderer.layout(view, in: environment, size: size)
                    site.check(layout.missingCharacters, allowed: allowsMissingCharacters)
                    return layout.textDescription
                } catch {
                    site.recordIssue("Proofsheet could not lay out the view: \(error)")
                    return RenderFailure.text(error)
                }
            }
        )
    }
}

extension Diffing where Value == String {
    /// Compares as Proofsheet's text format does (``SnapshotFormat/text``: line endings as
    /// `\n`, a final newline, then byte for byte), and words a difference with
    /// swift-snapshot-testing's `.lines` diff; a view that could not be laid out never
    /// matches, not even a reference recorded from the same failure.
    static var proofText: Diffing {
        let lines = Diffing.lines
        return Diffing.diff(toData: lines.toData, fromData: lines.fromData) { reference, actual in
            if let message = RenderFailure.message(reference: RenderFailure.reason(in: reference), actual: RenderFailure.reason(in: actual)) {
                return (message, [])
            }
            let difference = SnapshotFormat.text.compare(Array(reference.utf8), actual)
            switch difference.verdict {
            case .identical, .withinTolerance:
                return nil
            case let .unreadable(problem):
                return ("Cannot read the text reference: \(problem).", [])
            case .differs:
                // `.lines` takes canonically equivalent text as equal; the format does not.
                return lines.diffV2(reference, actual)
                    ?? ((["Proofsheet text differs from the reference: \(difference.summary ?? "")."] + difference.quotedLines)
                        .joined(separator: "\n"), [])
            }
        }
    }
}
#endif
