/// The labels VoiceOver reads for SF Symbols that have one of their own: an icon-only button
/// showing `plus` is read "Add", not "plus". Symbols without an entry are read by their name,
/// which the missing-label audit reports.
///
/// Apple documents that symbol images carry an accessibility label but publishes no list of
/// them, and the SF Symbols app does not export one. The entries are the readings of common
/// action symbols (add, delete, share, close, search, more, compose) as VoiceOver gives them
/// on iOS 17 and 18, as reported publicly; they were not measured on a device for Proofsheet.
/// A symbol outside this table is treated as having no built-in label, so a missing label is
/// reported rather than hidden. Docs/Audits.md lists them.
nonisolated enum SymbolAccessibilityLabels {
    static let labels: [String: String] = [
        "plus": "Add", "plus.circle": "Add", "plus.circle.fill": "Add",
        "trash": "Delete", "trash.fill": "Delete",
        "square.and.arrow.up": "Share",
        "xmark": "Close", "xmark.circle": "Close", "xmark.circle.fill": "Close",
        "magnifyingglass": "Search",
        "ellipsis": "More", "ellipsis.circle": "More",
        "square.and.pencil": "Compose",
    ]

    /// The label VoiceOver reads for the symbol `name`, if it has one of its own.
    static func label(for name: String) -> String? { labels[name] }
}
