// Status: accepted — UIKit's stack view keeps its arranged views in order with its axis, spacing, alignment and distribution; a representable wrapping it is drawn as an empty frame, as every UIKit view is (no Auto Layout is solved).

/// A row or column of views (UIKit's `UIStackView`).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How views are placed across the stack (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// How views share the stack's length (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// The views the stack places, in order.
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var isLayoutMarginsRelativeArrangement = false

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds `view` at the end of the stack (and as a subview, as UIKit does).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `stackIndex` of the stack (moving it if it is already there).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Takes `view` out of the stack; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Extra space after `arrangedSubview` (kept).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}
