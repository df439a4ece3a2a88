// Status: accepted and ignored — `sensoryFeedback` compiles; a snapshot plays no haptics.
nonisolated extension View {
    /// Accepted; a snapshot plays no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Accepted; a snapshot plays no haptics (the condition is never asked).
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }
    /// Accepted; a snapshot plays no haptics (the feedback is never asked).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
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
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// An impact of a weight (SwiftUI's `impact(weight:intensity:)`).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .impact }
    /// An impact of a material's flexibility (SwiftUI's `impact(flexibility:intensity:)`).
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback { .impact }

    /// An impact's weight (SwiftUI's `SensoryFeedback.Weight`).
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How flexible the colliding objects are (SwiftUI's `SensoryFeedback.Flexibility`).
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}
