// Status: accepted and ignored — `sensoryFeedback` compiles; a snapshot plays no haptics.
nonisolated extension View {
    /// Accepted; a snapshot plays no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
}

/// Haptic feedback.
nonisolated public struct SensoryFeedback: Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Int = 0, intensity: Double = 1) -> SensoryFeedback { .impact }
}
