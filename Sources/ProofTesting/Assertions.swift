import ProofBase
@_exported import ProofSnapshots
import Foundation
import ProofRender
import ProofUI
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Verifies `bitmap` against the reference named `name` and, unless it passes, records a
/// test failure at the caller's line: through Swift Testing (`Issue.record`) inside a Swift
/// Testing test, through `XCTFail` otherwise.
///
/// ```swift
/// @Test func expiredCard() throws {
///     let service = try ScreenshotService.fromEnvironment()
///     assertSnapshot(of: render(.expired), named: "expired", service: service)
/// }
/// ```
///
/// `axes` places the snapshot in its permutation for the report's contact sheet.
///
/// With `PROOF_SHARD=i/n`, only the shard that the snapshot's name hashes to verifies it, as
/// suites do with their cases; other shards skip it, so that `proof merge` sees it once.
///
/// - Returns: the result; `nil` when the name cannot be used (which is also reported) or
///   when another shard verifies it.
@discardableResult
public func assertSnapshot(
    of bitmap: Bitmap,
    named name: String,
    axes: [PermutationAxis] = [],
    service: ScreenshotService,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult? {
    assertSnapshot(of: bitmap, as: .image(tolerance: service.tolerance, pixelLimit: service.pixelLimit), named: name, axes: axes,
                   service: service, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies `value` in `format` against the reference named `name`, as
/// ``assertSnapshot(of:named:axes:service:fileID:filePath:line:column:)`` does for a bitmap:
/// the same verification for every format.
///
/// ```swift
/// assertSnapshot(of: layout.textDescription, as: .text, named: "card-layout", service: service)
/// ```
///
/// - Returns: the result; `nil` when the name cannot be used (which is also reported) or
///   when another shard verifies it.
@discardableResult
public func assertSnapshot<Value>(
    of value: Value,
    as format: SnapshotFormat<Value>,
    named name: String,
    axes: [PermutationAxis] = [],
    service: ScreenshotService,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        _ = try SnapshotName.relativePath(for: name)
        guard service.isInShard(name) else { return nil }
        let result = try service.verify(value, as: format, named: name, axes: axes)
        if !result.passed { TestFailure.report(result.message, at: location, attaching: result.artifacts.files) }
        return result
    } catch {
        TestFailure.report(error.description, at: location)
        return nil
    }
}

/// Verifies a rendered view's picture against the reference named `name`, as
/// ``assertSnapshot(of:named:axes:service:fileID:filePath:line:column:)`` does for a bitmap,
/// and fails when the view shows characters the fonts lack (drawn as boxes) unless
/// `allowsMissingCharacters`: the same policy as the suites'.
///
/// ```swift
/// let snapshot = try Renderer().render(SettingsRow(title: "Unicorns 🦄"), size: .fittingWidth)
/// assertSnapshot(of: snapshot, named: "settings-row", service: service)
/// ```
@discardableResult
public func assertSnapshot(
    of snapshot: Snapshot,
    named name: String,
    axes: [PermutationAxis] = [],
    service: ScreenshotService,
    allowsMissingCharacters: Bool = false,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotResult? {
    if !allowsMissingCharacters, service.isInShard(name), let problem = MissingCharacter.problem(snapshot.missingCharacters) {
        let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        TestFailure.report("\(name): \(problem)", at: location)
    }
    return assertSnapshot(of: snapshot.bitmap, named: name, axes: axes, service: service,
                          fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Where an assertion was written, in the forms both test frameworks take.
struct CallerLocation {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// Hands a failure to whichever test framework is running the current test.
enum TestFailure {
    /// Which framework ``report(_:at:)`` would use on this thread now.
    enum Framework: Equatable {
        case swiftTesting
        case xcTest
        case none
    }

    static var current: Framework {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        #if canImport(XCTest)
        return .xcTest
        #else
        return .none
        #endif
    }

    /// Records `message` as a failure at `location`, with the files `attaching` (review copies:
    /// reference, actual, diff) attached to the test, so that Xcode's test report and
    /// `swift test --attachments-path` keep them. A file that cannot be read is left out.
    static func report(_ message: String, at location: CallerLocation, attaching files: [String] = []) {
        switch current {
        case .swiftTesting:
            #if canImport(Testing)
            let source = SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column)
            )
            Issue.record(Comment(rawValue: message), sourceLocation: source)
            for file in files {
                guard let bytes = AttachedFile.read(file) else { continue }
                Attachment.record(bytes, named: AttachedFile.name(of: file), sourceLocation: source)
            }
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
            // Not view code: the platform says which XCTest runs the tests (PROOFSHEET does not
            // change it; the term marks the branch as chosen on purpose for the platform scan).
            #if (os(macOS) || os(iOS)) && !PROOFSHEET
            // swift-corelibs-xctest has no attachments; Xcode's XCTest does.
            for file in files {
                let attachment = XCTAttachment(contentsOfFile: URL(fileURLWithPath: file))
                attachment.name = AttachedFile.name(of: file)
                attachment.lifetime = .keepAlways
                XCTContext.runActivity(named: "Snapshot \(AttachedFile.name(of: file))") { $0.add(attachment) }
            }
            #endif
            #endif
        case .none:
            // No test framework in this build: the message is the only report left.
            print("error: \(location.filePath):\(location.line): \(message)")
        }
    }
}

/// Review copies attached to a failing test.
enum AttachedFile {
    /// The largest file attached: review copies of a screen are a few MB.
    static let limit = 64 << 20

    static func read(_ path: String) -> [UInt8]? {
        try? FileSystem.readBounded(path, limit: limit)
    }

    /// `card.actual.png` for `…/Suite/card.actual.png`.
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

extension SnapshotResult.Artifacts {
    /// The review copies written, in the order reference, actual, diff.
    var files: [String] { [reference, actual, diff].compactMap { $0 } }
}
