/// Why a display list could not be painted.
///
/// Structural problems (an unbalanced `restore` or `endLayer`, a bad scale, a bitmap too
/// large) are found before any pixel changes. Problems found while painting (a glyph that
/// cannot be rasterized, offscreen memory over the limit) stop painting with the bitmap
/// partly painted; discard it.
public struct PaintError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of problem, for code that reacts to some of them.
    public enum Kind: String, Sendable, Hashable {
        /// The scale is not a finite number in `0 < scale ≤` ``Painter/maxScale``.
        case invalidScale
        /// The bitmap is wider or taller than ``Painter/maxBitmapDimension`` pixels.
        case bitmapTooLarge
        /// A `restore` or `endLayer` without its opening command, one closing the other's
        /// group, or a `save` or `beginLayer` never closed.
        case unbalanced
        /// Clip masks and layers together would need more memory than the painter's limit.
        case limitExceeded
        /// A text layout made at another scale than the one painted at.
        case textScaleMismatch
        /// A glyph could not be rasterized (see the wrapped ``FontError`` in the message).
        case glyph
    }

    /// The class of problem.
    public var kind: Kind
    /// The index in ``DisplayList/commands`` of the command at fault, when there is one.
    public var commandIndex: Int?
    /// What is wrong and what to do about it.
    public var message: String

    public init(_ kind: Kind, commandIndex: Int? = nil, _ message: String) {
        self.kind = kind
        self.commandIndex = commandIndex
        self.message = message
    }

    public var description: String {
        guard let commandIndex else { return "paint: " + message }
        return "paint, display list command \(commandIndex): " + message
    }
}

/// What a painter did not draw, and why: commands with unusable numbers are skipped rather
/// than thrown, so one bad frame does not hide the rest of the picture, but they are listed
/// here so a test can insist that nothing was skipped.
public struct PaintReport: Sendable, Hashable {
    /// One command that was not drawn.
    public struct SkippedCommand: Sendable, Hashable, CustomStringConvertible {
        /// The index in ``DisplayList/commands``.
        public var commandIndex: Int
        /// What was wrong with it.
        public var reason: String

        public var description: String { "command \(commandIndex): \(reason)" }
    }

    /// Commands not drawn because of a NaN, an infinity, a coordinate beyond
    /// ``Painter/maxCoordinate`` or a negative size, in display list order.
    public var skippedCommands: [SkippedCommand] = []

    public init(skippedCommands: [SkippedCommand] = []) {
        self.skippedCommands = skippedCommands
    }
}
