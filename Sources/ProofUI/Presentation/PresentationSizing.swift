// Status: accepted and ignored — iOS 18's `presentationSizing(_:)` with `.automatic`, `.page`, `.form`, `.fitted` and their `fitted(horizontal:vertical:)`/`sticky(horizontal:vertical:)` forms compile; they size sheets in regular width (iPad, Mac), and a sheet on iPhone (compact width) covers the width of the screen whatever the sizing, so the picture does not change.

/// How a presentation such as a sheet is sized in regular width (SwiftUI's `PresentationSizing`).
public protocol PresentationSizing {}

/// The platform's default sizing (iOS 18).
nonisolated public struct AutomaticPresentationSizing: PresentationSizing, Sendable { public init() {} }
/// About the size of a page of paper (iOS 18).
nonisolated public struct PagePresentationSizing: PresentationSizing, Sendable { public init() {} }
/// Slightly smaller than a page (iOS 18).
nonisolated public struct FormPresentationSizing: PresentationSizing, Sendable { public init() {} }
/// The content's ideal size (iOS 18).
nonisolated public struct FittedPresentationSizing: PresentationSizing, Sendable { public init() {} }

nonisolated extension PresentationSizing {
    /// This sizing, fitted to the content's ideal size along the axes given.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing { self }
    /// This sizing, growing with the content but never shrinking along the axes given.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing { self }
}

nonisolated extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's default sizing.
    public static var automatic: AutomaticPresentationSizing { .init() }
}
nonisolated extension PresentationSizing where Self == PagePresentationSizing {
    /// About the size of a page of paper.
    public static var page: PagePresentationSizing { .init() }
}
nonisolated extension PresentationSizing where Self == FormPresentationSizing {
    /// Slightly smaller than a page.
    public static var form: FormPresentationSizing { .init() }
}
nonisolated extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's ideal size.
    public static var fitted: FittedPresentationSizing { .init() }
}

nonisolated extension View {
    /// Sets how a presentation of this view is sized in regular width (iOS 18). Accepted: on
    /// iPhone a sheet covers the width of the screen whatever the sizing.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
}
