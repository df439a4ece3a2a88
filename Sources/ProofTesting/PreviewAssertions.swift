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
@discardableResult
public func assertSnapshots<Provider: PreviewProvider>(
    of provider: Provider.Type,
    in matrix: EnvironmentMatrix? = nil,
    as formats: SnapshotFormats = .image,
    size: RenderSize = .fittingWidth,
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
    let permutations: Permutations<Preview>
    do throws(PermutationError) {
        permutations = try Permutations(labelled: Provider.allPreviews.map { (PreviewNaming.label($0.name), $0) }, axis: "preview")
    } catch {
        TestFailure.report("\(Provider.self): \(error.description)", at: location)
        return nil
    }
    return assertSnapshots(of: permutations, in: matrix, as: formats, size: size, audits: audits,
                           allowsMissingCharacters: allowsMissingCharacters, folder: "\(Provider.self)", suite: suite,
                           service: service, record: record, fileID: fileID, filePath: filePath, function: function,
                           line: line, column: column) { $0.view }
}

enum PreviewNaming {
    /// A preview's name as a case label: letters, digits, `-` and `_`, the rest as `-`.
    static func label(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }
}
