@_exported import ProofSnapshots
@_exported import ProofUI

/// Verifies every preview of a `PreviewProvider` across the environment matrix: one case per
/// preview (named by `.previewDisplayName`, else `preview1`, `preview2`…) in each environment.
///
/// ```swift
/// @Test func landmarkRow() throws {
///     assertSnapshots(of: LandmarkRow_Previews.self, in: try .environments(schemes: .all))
/// }
/// ```
///
/// References go to `References/<test file>/<provider>/<preview>.<environment>.png`. A
/// preview that shows characters the fonts lack fails unless `allowsMissingCharacters`.
///
/// Each preview is drawn as its `.previewLayout` asks: the whole device screen by default (as
/// Xcode's canvas shows a preview), the device's width and the content's height for
/// `.sizeThatFits`, or the fixed size. A `size` given here applies to every preview instead.
@discardableResult
public func assertSnapshots<Provider: PreviewProvider>(
    of provider: Provider.Type,
    in matrix: EnvironmentMatrix? = nil,
    as formats: SnapshotFormats = .image,
    size: RenderSize? = nil,
    audits: AuditPolicy = .none,
    allowsMissingCharacters: Bool = false,
    suite: String? = nil,
    service: ScreenshotService? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> SuiteOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // Previews of one size run as one suite; a provider mixing layouts runs one per size.
    var groups: [(size: RenderSize, previews: [Preview])] = []
    for preview in Provider.allPreviews {
        let previewSize = size ?? preview.traits.layout.map(PreviewNaming.renderSize) ?? .device
        if let index = groups.firstIndex(where: { $0.size == previewSize }) {
            groups[index].previews.append(preview)
        } else {
            groups.append((previewSize, [preview]))
        }
    }
    var outcome: SuiteOutcome?
    for group in groups {
        let permutations: Permutations<Preview>
        do throws(PermutationError) {
            permutations = try Permutations(labelled: group.previews.map { (PreviewNaming.label($0.name), $0) }, axis: "preview")
        } catch {
            TestFailure.report("\(Provider.self): \(error.description)", at: location)
            return nil
        }
        let part = assertSnapshots(of: permutations, in: matrix, as: formats, size: group.size, audits: audits,
                                   allowsMissingCharacters: allowsMissingCharacters, folder: "\(Provider.self)", suite: suite,
                                   service: service, record: record, fileID: fileID, filePath: filePath,
                                   function: function, line: line, column: column) { $0.view }
        guard let part else { return nil }
        if var merged = outcome {
            merged.totalCases += part.totalCases
            merged.cases += part.cases
            merged.elapsed += part.elapsed
            outcome = merged
        } else {
            outcome = part
        }
    }
    return outcome
}

enum PreviewNaming {
    /// What a snapshot renders for a preview layout.
    static func renderSize(_ layout: PreviewLayout) -> RenderSize {
        switch layout {
        case .device: .device
        case .sizeThatFits: .fittingWidth
        case let .fixed(width, height): .fixed(width: width, height: height)
        }
    }

    /// A preview's name as a case label: letters, digits, `-` and `_`, the rest as `-`.
    static func label(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
