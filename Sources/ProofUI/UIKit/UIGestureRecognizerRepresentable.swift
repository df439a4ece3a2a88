// Status: accepted — iOS 18's UIKit gesture recognizers in SwiftUI (`UIGestureRecognizerRepresentable` attached with `gesture(_:)`) compile; a snapshot has no touches, so the recognizer is never made and its action never handled.

import Foundation

/// A UIKit gesture recognizer in SwiftUI (SwiftUI's `UIGestureRecognizerRepresentable`, iOS
/// 18), attached to a view with `gesture(_:)`. SwiftUI makes the recognizer when the view
/// appears on a screen that takes touches and calls `handleUIGestureRecognizerAction` as it
/// recognizes; a snapshot has no touches: the recognizer is never made and the view is drawn
/// as without it.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    associatedtype Coordinator = Void
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter

    /// Makes the recognizer, once.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Updates the recognizer when the representable changes (nothing by default).
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Reacts to the recognizer's action (nothing by default).
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Makes the coordinator the context carries.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    public func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { () }
}

/// What a gesture recognizer representable's methods receive (SwiftUI's
/// `UIGestureRecognizerRepresentableContext`).
nonisolated public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// Converts the recognizer's locations to the view's coordinate spaces.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
}

/// Converts a represented recognizer's locations to the coordinate spaces of the view it is
/// attached to (SwiftUI's `UIGestureRecognizerRepresentableCoordinateSpaceConverter`). Nothing
/// is touched in a snapshot: the location is the view's origin, and there is no translation
/// or velocity (nil, as for a recognizer that has none).
nonisolated public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter: Sendable {
    init() {}

    /// The recognizer's location in the view's coordinates.
    public var localLocation: CGPoint { .zero }
    /// The recognizer's translation in the view's coordinates, when it has one.
    public var localTranslation: CGPoint? { nil }
    /// The recognizer's velocity in the view's coordinates, when it has one.
    public var localVelocity: CGPoint? { nil }
    /// The recognizer's location in `coordinateSpace`.
    public func location(in coordinateSpace: CoordinateSpace) -> CGPoint { .zero }
    /// The recognizer's translation in `coordinateSpace`, when it has one.
    public func translation(in coordinateSpace: CoordinateSpace) -> CGPoint? { nil }
    /// The recognizer's velocity in `coordinateSpace`, when it has one.
    public func velocity(in coordinateSpace: CoordinateSpace) -> CGPoint? { nil }
}

nonisolated extension View {
    /// Attaches a UIKit gesture recognizer (iOS 18): accepted; a snapshot has no touches, so
    /// the view is drawn as it is.
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View { self }
}
