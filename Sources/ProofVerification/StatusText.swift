/// Words and order for statuses, shared by the suites' messages, the report, the summaries and the CLI.
package enum StatusText {
    /// `size changed`.
    package static func label(_ status: SnapshotResult.Status) -> String {
        switch status {
        case .passed: return "passed"
        case .failed: return "failed"
        case .recorded: return "recorded"
        case .missing: return "missing"
        case .sizeChanged: return "size changed"
        case .unreadable: return "unreadable"
        }
    }

    /// Problems first: the order a reviewer works in.
    package static func rank(_ status: SnapshotResult.Status) -> Int {
        switch status {
        case .failed: return 0
        case .sizeChanged: return 1
        case .missing: return 2
        case .unreadable: return 3
        case .recorded: return 4
        case .passed: return 5
        }
    }
}
