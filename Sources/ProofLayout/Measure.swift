/// How a leaf's measure function must treat the size it is given along one axis (Yoga's
/// `YGMeasureMode`).
public enum MeasureMode: Hashable, Sendable {
    /// No constraint: return the content's natural (max-content) size; the value is meaningless.
    case undefined
    /// The size is fixed to exactly the value.
    case exactly
    /// The size may be anything up to the value.
    case atMost
}

/// Measures a leaf (text, an image) under width and height constraints and returns its size
/// in points. Called by the layout engine only when a result is not already cached.
public typealias MeasureFunction = @Sendable (
    _ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode
) -> Size

/// Returns the distance in points from a leaf's top edge to its first baseline, given the
/// leaf's final size.
public typealias BaselineFunction = @Sendable (_ width: Double, _ height: Double) -> Double
