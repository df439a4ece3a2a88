// Status: accepted — on iPhone every table style draws the table as a list of its first column; the styles differ on iPad and the Mac only.

/// A look for tables (SwiftUI's `TableStyle`).
public protocol TableStyle {}

/// The platform's table look.
nonisolated public struct AutomaticTableStyle: TableStyle {
    public init() {}
}

/// A table inset from its container's edges.
nonisolated public struct InsetTableStyle: TableStyle {
    public init() {}
}

nonisolated extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table look.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

nonisolated extension TableStyle where Self == InsetTableStyle {
    /// A table inset from its container's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

nonisolated extension View {
    /// Sets the look of tables in this view (accepted: on iPhone every style draws the same).
    public func tableStyle(_ style: some TableStyle) -> some View { self }
}
