// Status: partial — `redacted` sets the environment's `redactionReasons` (text is drawn as is, noted); `privacySensitive` is accepted and ignored.

import ProofRender
nonisolated extension View {
    /// Accepted; a snapshot has no privacy redaction unless asked for.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}

nonisolated extension View {
    /// Content redacted for `reason`: the environment's `redactionReasons` (text is drawn as is,
    /// noted in the description).
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment { $0.redactionReasons.formUnion(reason) }.noted(reason.isEmpty ? nil : "redacted: drawn unredacted")
    }

    /// Content never redacted.
    public func unredacted() -> some View {
        transformEnvironment { $0.redactionReasons = [] }
    }
}

/// Why content is redacted.
nonisolated public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Drawn as placeholders: text as rounded bars.
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}
