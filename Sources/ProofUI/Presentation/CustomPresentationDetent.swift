// Status: accepted — custom sheet heights compile and are kept with the sheet's detents, which a snapshot (drawing the presenting view) does not use.

/// A sheet height an app computes (SwiftUI's `CustomPresentationDetent`, iOS 16):
/// `.presentationDetents([.custom(Compact.self)])`. Sheets' detents are accepted and not used
/// (a snapshot draws the presenting view), so `height(in:)` is not called.
@MainActor @preconcurrency
public protocol CustomPresentationDetent {
    /// The sheet's height in `context`, or nil to leave the detent out.
    static func height(in context: Context) -> CGFloat?
}

nonisolated extension CustomPresentationDetent {
    /// What a custom detent's height is computed from.
    public typealias Context = PresentationDetent.Context
}

nonisolated extension PresentationDetent {
    /// A detent whose height `type` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(name: "custom \(D.self)")
    }

    /// What a custom detent's height is computed from: the largest height a sheet may have,
    /// and the environment's values by key path (`context.verticalSizeClass`).
    @dynamicMemberLookup
    nonisolated public struct Context {
        /// The height of the tallest detent, the sheet's largest.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The environment's value at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}
