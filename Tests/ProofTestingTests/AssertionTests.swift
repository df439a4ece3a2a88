import ProofRender
import Testing
import XCTest
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

@Suite struct SwiftTestingAssertionTests {
    @Test func failureIsRecordedAtTheCallersLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .never)
        #expect(TestFailure.current == .swiftTesting)
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: samplePicture(), named: "absent", service: service)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "AssertionTests.swift"
                && issue.comments.first?.rawValue.contains("No reference for snapshot \"absent\"") == true
        }
    }

    @Test func nameErrorsAreRecordedToo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let service = makeService(folder, mode: .missing)
        withKnownIssue {
            #expect(assertSnapshot(of: samplePicture(), named: "", service: service) == nil)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("a snapshot name must not be empty") == true
        }
    }

    @Test func passingSnapshotRecordsNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Suite/card.png"))
        let result = assertSnapshot(of: samplePicture(), named: "card", service: makeService(folder, mode: .never))
        #expect(result?.status == .passed)
    }
}

/// XCTest reports through `XCTFail`; this case captures the failures of the call under test
/// (only while `capturingFailures` runs it) and passes every other failure, its own
/// `XCTAssert…` included, on to XCTest.
final class XCTestAssertionTests: XCTestCase {
    private var capturing = false
    private var captured: [(message: String, file: String, line: Int)] = []

    /// Runs `body`, returning its result and the failures it recorded, which fail nothing.
    private func capturingFailures<T>(_ body: () -> T) -> (T, [(message: String, file: String, line: Int)]) {
        capturing = true
        captured.removeAll()
        let result = body()
        capturing = false
        let failures = captured
        captured.removeAll()
        return (result, failures)
    }

    #if os(Linux)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }
    #else
    override func record(_ issue: XCTIssue) {
        if capturing {
            captured.append((issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "", issue.sourceCodeContext.location?.lineNumber ?? 0))
        } else {
            super.record(issue)
        }
    }
    #endif

    func testFailureIsReportedThroughXCTFailAtTheCallersLine() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        XCTAssertEqual(TestFailure.current, .xcTest)
        let service = makeService(folder, mode: .never)
        let line = #line + 2
        let (result, failures) = capturingFailures {
            assertSnapshot(of: samplePicture(), named: "absent", service: service)
        }
        XCTAssertEqual(result?.status, .missing)
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first.map { $0.file.hasSuffix("AssertionTests.swift") }, true)
        XCTAssertEqual(failures.first.map { $0.message.contains("No reference for snapshot \"absent\"") }, true)
    }

    func testPassingSnapshotReportsNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeBytes(PNG.encode(samplePicture()), to: folder.file("References/Suite/card.png"))
        let service = makeService(folder, mode: .never)
        let (result, failures) = capturingFailures {
            assertSnapshot(of: samplePicture(), named: "card", service: service)
        }
        XCTAssertEqual(result?.status, .passed)
        XCTAssertEqual(failures.map(\.message), [])
    }
}
