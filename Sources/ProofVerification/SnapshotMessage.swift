import ProofBase
/// The text a developer reads when a snapshot does not pass: what happened, where the
/// files are, and the exact command that accepts the change.
package enum SnapshotMessage {
    /// What a format's message is made from.
    struct Context {
        var result: SnapshotResult
        var service: ScreenshotService
        /// The comparison with the reference, when one was read.
        var difference: SnapshotDifference?
        /// Why the reference cannot be used, with the remedy.
        var problem: String?
        /// Further sentences (a reference or artifacts that could not be written).
        var notes: [String]
    }

    /// The message of an image snapshot.
    static func text(for result: SnapshotResult, service: ScreenshotService, tolerance: Tolerance, problem: String?, notes: [String]) -> String {
        let reference = service.display(result.referencePath)
        let quotedName = "\"" + Escaping.visible(result.name) + "\""
        var lines: [String] = []
        switch result.status {
        case .passed:
            if let comparison = result.comparison, comparison.changedPixels > 0 {
                lines.append("Snapshot \(quotedName) matches \(reference) within the tolerance (\(tolerance)): "
                    + changeSummary(comparison) + ".")
            } else {
                lines.append("Snapshot \(quotedName) matches \(reference).")
            }
            if result.referenceWritten {
                lines.append("The reference was rewritten with the new pixels (record mode all).")
            }
        case .recorded:
            if let comparison = result.comparison {
                let what = comparison.sizesMatch ? changeSummary(comparison) : sizeSummary(comparison)
                lines.append("Snapshot \(quotedName) differed from its reference (\(what)); "
                    + "record mode \(service.recordMode.rawValue) overwrote \(reference). Review the change and re-run.")
            } else {
                lines.append("Recorded a new reference for snapshot \(quotedName) at \(reference) "
                    + "(\(result.actualSize), record mode \(service.recordMode.rawValue)). "
                    + "Check the image, re-run the tests to verify against it, and commit it.")
            }
        case .missing:
            if service.recordMode == .never {
                lines.append("No reference for snapshot \(quotedName) at \(reference), and record mode never "
                    + "does not write one; record it with record mode missing.")
            } else {
                lines.append("No reference for snapshot \(quotedName) at \(reference), and recording one failed.")
            }
        case .failed:
            if let comparison = result.comparison {
                lines.append("Snapshot \(quotedName) differs from \(reference): " + changeSummary(comparison)
                    + (tolerance.isExact ? "." : ", beyond the tolerance (\(tolerance))."))
            }
        case .sizeChanged:
            if let comparison = result.comparison {
                lines.append("Snapshot \(quotedName) changed size: " + sizeSummary(comparison) + " (\(reference)).")
            }
        case .unreadable:
            lines.append("Cannot read the reference \(reference) for snapshot \(quotedName): \(problem ?? "unknown problem").")
        }
        lines.append(contentsOf: notes)
        if let files = artifactLine(result.artifacts, service: service) { lines.append(files) }
        switch result.status {
        case .failed, .sizeChanged, .missing:
            lines.append("To accept the new image: swift run proof accept \(result.identifier)  "
                + "(or re-run with PROOF_RECORD=\(result.status == .missing ? "missing" : "failed") swift test).")
        case .passed, .recorded, .unreadable:
            break
        }
        return lines.joined(separator: "\n")
    }

    /// The message of a text snapshot.
    static func textMessage(for context: Context) -> String {
        let result = context.result
        let service = context.service
        let reference = service.display(result.referencePath)
        let quotedName = "\"" + Escaping.visible(result.name) + "\""
        let summary = context.difference?.summary
        var lines: [String] = []
        switch result.status {
        case .passed:
            lines.append("Text snapshot \(quotedName) matches \(reference).")
        case .recorded:
            if let summary {
                lines.append("Text snapshot \(quotedName) differed from its reference (\(summary)); record mode "
                    + "\(service.recordMode.rawValue) overwrote \(reference). Review the change and re-run.")
            } else {
                lines.append("Recorded a new text reference for snapshot \(quotedName) at \(reference) (record mode "
                    + "\(service.recordMode.rawValue)). Check it, re-run the tests to verify against it, and commit it.")
            }
        case .missing:
            lines.append(service.recordMode == .never
                ? "No text reference for snapshot \(quotedName) at \(reference), and record mode never does not write one; record it with record mode missing."
                : "No text reference for snapshot \(quotedName) at \(reference), and recording one failed.")
        case .failed, .sizeChanged:
            if let summary {
                lines.append("Text snapshot \(quotedName) differs from \(reference): \(summary).")
                lines.append(contentsOf: context.difference?.quotedLines ?? [])
            }
        case .unreadable:
            lines.append("Cannot read the text reference \(reference) for snapshot \(quotedName): \(context.problem ?? "unknown problem").")
        }
        lines.append(contentsOf: context.notes)
        if let files = artifactLine(result.artifacts, service: service) { lines.append(files) }
        if result.status == .failed || result.status == .missing {
            lines.append("To accept the new text: swift run proof accept \(result.identifier).txt  "
                + "(or re-run with PROOF_RECORD=\(result.status == .missing ? "missing" : "failed") swift test).")
        }
        return lines.joined(separator: "\n")
    }

    /// `reference: …, actual: …, diff: ….`: the review copies written; nil when none.
    private static func artifactLine(_ artifacts: SnapshotResult.Artifacts, service: ScreenshotService) -> String? {
        var files: [String] = []
        if let path = artifacts.reference { files.append("reference: " + service.display(path)) }
        if let path = artifacts.actual { files.append("actual: " + service.display(path)) }
        if let path = artifacts.diff { files.append("diff: " + service.display(path)) }
        return files.isEmpty ? nil : files.joined(separator: ", ") + "."
    }

    /// `2,400 of 2,962,440 pixels changed (0.081%) within 50×48 at (10, 100); largest ΔE94 23.4`.
    package static func changeSummary(_ comparison: ImageComparison) -> String {
        let total = comparison.actualSize.width * comparison.actualSize.height
        var text = "\(Decimals.grouped(comparison.changedPixels)) of \(Decimals.grouped(total)) pixels changed"
        if total > 0 {
            text += " (\(Decimals.format(Double(comparison.changedPixels) * 100 / Double(total), places: 3))%)"
        }
        if let bounds = comparison.changeBounds { text += " within \(bounds)" }
        if !comparison.tolerance.isExact {
            text += ", \(Decimals.grouped(comparison.pixelsOverTolerance)) of them over the tolerance"
        }
        text += "; largest ΔE94 \(Decimals.format(comparison.maxDeltaE, places: 2))"
        return text
    }

    /// `reference is 1170×2532, actual is 1179×2556`.
    package static func sizeSummary(_ comparison: ImageComparison) -> String {
        "reference is \(comparison.referenceSize.map { "\($0)" } ?? "absent"), actual is \(comparison.actualSize)"
    }
}
