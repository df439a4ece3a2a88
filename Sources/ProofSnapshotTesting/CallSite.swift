#if SnapshotTesting
import Foundation
import ProofUI
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Where a strategy was written (`.proofImage(…)` in the test): problems that are not a
/// difference from the reference (a view that cannot be rendered, characters the fonts lack)
/// are reported there, and review pictures are attached there.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    #if canImport(Testing)
    private var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
    #endif

    /// Records a test failure: through Swift Testing inside a `@Test`, through `XCTFail`
    /// otherwise (as `assertSnapshot` does).
    func recordIssue(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }

    /// Fails the test when the render shows characters the fonts lack (drawn as boxes), as
    /// Proofsheet's suites do, unless they are allowed.
    func check(_ missing: [MissingCharacter], allowed: Bool) {
        guard !missing.isEmpty, !allowed else { return }
        let listed = missing.prefix(3).map(\.description).joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
        recordIssue("The view shows characters the fonts lack, drawn as boxes: \(listed); register a font that has them "
            + "(FontLibrary.register) or pass allowsMissingCharacters: true.")
    }

    /// Attaches review pictures to the failing test where swift-snapshot-testing does not:
    /// it surfaces a `Diffing`'s attachments only under Xcode on Apple platforms, so there they
    /// are handed back to it, and everywhere else they are attached here to the current Swift
    /// Testing test (on Linux `swift test --attachments-path DIR` keeps them).
    /// swift-corelibs-xctest has no attachments.
    ///
    /// - Returns: the attachments to hand back to swift-snapshot-testing, and a sentence for
    ///   the failure message saying where the pictures are (empty when nowhere).
    func attach(_ files: [(name: String, bytes: [UInt8])]) -> (attachments: [DiffAttachment], note: String) {
        let names = files.map(\.name).joined(separator: ", ")
        #if canImport(Darwin)
        return (files.map { .data(Data($0.bytes), name: $0.name) }, "Under Xcode, the test has \(names) attached.")
        #else
        #if canImport(Testing)
        if Test.current != nil {
            for file in files {
                Attachment.record(file.bytes, named: file.name, sourceLocation: sourceLocation)
            }
            return ([], "Attached to the test: \(names) (swift test --attachments-path DIR saves them).")
        }
        #endif
        return ([], "")
        #endif
    }
}

/// What a strategy produces when the view cannot be rendered: text, not a picture, so that
/// the comparison fails with the reason, and a reference recorded from it (swift-snapshot-testing
/// records whatever a missing reference's snapshot was) is recognised as such later.
enum RenderFailure {
    static let marker = "Proofsheet could not render this view, so there is no snapshot of it:"

    static func text(_ error: RenderError) -> String {
        marker + "\n" + error.description + "\n"
    }

    static func data(_ error: RenderError) -> Data {
        Data(text(error).utf8)
    }

    /// The reason, when `text` is what ``text(_:)`` wrote.
    static func reason(in text: String) -> String? {
        guard text.hasPrefix(marker) else { return nil }
        return text.dropFirst(marker.count).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The reason, when `data` is what ``data(_:)`` wrote.
    static func reason(in data: Data) -> String? {
        guard data.starts(with: marker.utf8) else { return nil }
        return reason(in: String(decoding: data, as: UTF8.self))
    }

    /// The failure message for a comparison where either side is a failed render.
    static func message(reference: String?, actual: String?) -> String? {
        if let actual {
            return "Proofsheet could not render the view: \(actual)"
        }
        if let reference {
            return "The reference is not a snapshot: it was recorded while the view could not be rendered (\(reference)). "
                + "Delete it and run the test again to record the view as it is now."
        }
        return nil
    }
}
#endif
