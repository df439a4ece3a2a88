@_exported import ProofSnapshots
import ProofRender
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
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        _ = try SnapshotName.relativePath(for: name)
        guard service.isInShard(name) else { return nil }
        let result = try service.verify(bitmap, named: name, axes: axes)
        if !result.passed { TestFailure.report(result.message, at: location) }
        return result
    } catch {
        TestFailure.report(error.description, at: location)
        return nil
    }
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

    static func report(_ message: String, at location: CallerLocation) {
        switch current {
        case .swiftTesting:
            #if canImport(Testing)
            let source = SourceLocation(
                fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column)
            )
            Issue.record(Comment(rawValue: message), sourceLocation: source)
            #endif
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: location.filePath, line: location.line)
            #endif
        case .none:
            // No test framework in this build: the message is the only report left.
            print("error: \(location.filePath):\(location.line): \(message)")
        }
    }
}
