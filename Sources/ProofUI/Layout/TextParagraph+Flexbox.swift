// ProofUI engine: text as a flexbox leaf — ProofText's paragraphs measured with ProofLayout's
// (Yoga's) measure callback. It lives here, where text and flexbox meet, so that ProofText
// does not depend on the flexbox engine.
import ProofLayout
import ProofText

extension TextParagraph {
    /// The text's size under the constraints of a layout engine's measure callback (Yoga's
    /// semantics): with `.undefined` the width is unbounded; with `.atMost` lines wrap at the
    /// width and the result is at most the width; with `.exactly` the result is the width.
    /// The height follows the same rules on the number of lines times the line height.
    /// Unconstrained sizes are rounded up to the device pixel grid.
    public func measure(width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode) -> Size {
        let needed = measure(width: widthMode == .undefined ? .infinity : width, lineLimit: 0)
        return Size(
            width: Self.resolve(needed.width, width, widthMode),
            height: Self.resolve(needed.height, height, heightMode)
        )
    }

    /// ``measure(width:widthMode:height:heightMode:)`` as the layout engine's callback.
    public var measureFunction: MeasureFunction {
        { [self] width, widthMode, height, heightMode in
            measure(width: width, widthMode: widthMode, height: height, heightMode: heightMode)
        }
    }

    /// The first baseline from the top of a text laid out in `width` (the layout engine's
    /// baseline callback); for an empty text, where a first line's baseline would be.
    public var baselineFunction: BaselineFunction {
        { [self] width, _ in
            layout(width: width).firstBaseline ?? emptyBaseline
        }
    }

    private static func resolve(_ needed: Double, _ given: Double, _ mode: MeasureMode) -> Double {
        switch mode {
        case .undefined: needed
        case .exactly: given.isNaN ? needed : max(given, 0)
        case .atMost: given.isNaN ? needed : min(needed, max(given, 0))
        }
    }
}
