// Status: accepted — UIKit's slider keeps its value within its range, as UIKit does, and its colours; a representable wrapping it is drawn as an empty frame, as every UIKit view is.

/// UIKit's slider (UIKit's `UISlider`).
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var current: Float = 0
    /// The value, kept between `minimumValue` and `maximumValue` as UIKit keeps it.
    open var value: Float {
        get { current }
        set { current = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The smallest value (UIKit's default, 0); the value follows when it rises above it.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = current
        }
    }
    /// The largest value (UIKit's default, 1); the value follows when it falls below it.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = current
        }
    }
    /// Whether a drag reports every change (kept: nothing is dragged in a snapshot).
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    /// Sets the value at once (nothing animates in a snapshot).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Keeps the thumb's image for `state` (not drawn).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {}
}
