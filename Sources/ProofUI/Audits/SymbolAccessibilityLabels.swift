// ProofUI engine: the labels VoiceOver reads for the SF Symbols that have one of their own.

/// The labels VoiceOver reads for SF Symbols that have one of their own: an icon-only button
/// showing `plus` is read "Add", not "plus". Symbols without an entry are read by their name,
/// which the missing-label audit reports.
///
/// Apple publishes no list of these labels: neither `Image(systemName:)`'s and
/// `UIImage(systemName:)`'s reference pages nor the SF Symbols app (which exports names,
/// not accessibility labels) give one. An entry is kept only with a recorded reading: `plus`
/// read "Add" is reported in SwiftLint's issue 5165 (github.com/realm/SwiftLint/issues/5165),
/// which also records that many symbols, e.g. `clock.arrow.circlepath`, are read by their name.
/// Other readings repeated in blog posts (trash as "Delete", xmark as "Close") have no such
/// record and are not assumed: such a button is reported, and an explicit
/// `accessibilityLabel` fixes it on iOS whatever the symbol's own label. Docs/Audits.md says so.
nonisolated enum SymbolAccessibilityLabels {
    static let labels: [String: String] = [
        "plus": "Add",
    ]

    /// The label VoiceOver reads for the symbol `name`, if it has one of its own.
    static func label(for name: String) -> String? { labels[name] }
}
