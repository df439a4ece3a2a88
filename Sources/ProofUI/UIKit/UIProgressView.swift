// Status: accepted — UIKit's progress bar keeps its progress (between 0 and 1, as UIKit keeps it) and colours; a representable wrapping it is drawn as an empty frame, as every UIKit view is.

/// UIKit's progress bar (UIKit's `UIProgressView`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The bar's look.
    public enum Style: Int, Sendable { case `default`, bar }

    open var progressViewStyle = Style.default
    private var fraction: Float = 0
    /// How far the task is, kept between 0 and 1 as UIKit keeps it.
    open var progress: Float {
        get { fraction }
        set { fraction = min(max(newValue, 0), 1) }
    }
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?
    /// What the progress is of (kept).
    open var observedProgress: Progress?

    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the progress at once (nothing animates in a snapshot).
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
