/// The text a developer reads when a snapshot does not pass: what happened, where the
/// files are, and the exact command that accepts the change.
package enum SnapshotMessage {
    static func text(for result: SnapshotResult, service: ScreenshotService, problem: String?, notes: [String]) -> String {
        let reference = service.display(result.referencePath)
        let quotedName = "\"" + Escaping.visible(result.name) + "\""
        var lines: [String] = []
        switch result.status {
        case .passed:
            if let comparison = result.comparison, comparison.changedPixels > 0 {
                lines.append("Snapshot \(quotedName) matches \(reference) within the tolerance (\(service.tolerance)): "
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
                    + (service.tolerance.isExact ? "." : ", beyond the tolerance (\(service.tolerance))."))
            }
        case .sizeChanged:
            if let comparison = result.comparison {
                lines.append("Snapshot \(quotedName) changed size: " + sizeSummary(comparison) + " (\(reference)).")
            }
        case .unreadable:
            lines.append("Cannot read the reference \(reference) for snapshot \(quotedName): \(problem ?? "unknown problem").")
        }
        lines.append(contentsOf: notes)
        let artifacts = result.artifacts
        var files: [String] = []
        if let path = artifacts.reference { files.append("reference: " + service.display(path)) }
        if let path = artifacts.actual { files.append("actual: " + service.display(path)) }
        if let path = artifacts.diff { files.append("diff: " + service.display(path)) }
        if !files.isEmpty { lines.append(files.joined(separator: ", ") + ".") }
        switch result.status {
        case .failed, .sizeChanged, .missing:
            lines.append("To accept the new image: swift run proof accept \(result.identifier)  "
                + "(or re-run with PROOF_RECORD=\(result.status == .missing ? "missing" : "failed") swift test).")
        case .passed, .recorded, .unreadable:
            break
        }
        return lines.joined(separator: "\n")
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
