// Status: partial — iOS 17's `TextRenderer`, `Text.Layout` (lines, runs, run slices, typographic bounds), `TextAttribute`, `Text.customAttribute(_:)` and `.textRenderer(_:)` compile; ProofUI's `GraphicsContext` paints nothing yet (as in `Canvas`), so a renderer's `draw(layout:in:)` is not called: the text is drawn as without the renderer, and the text description notes it. A custom attribute has no look of its own (as in SwiftUI: only a renderer reads it).

/// Draws the lines of a text view in place of SwiftUI's drawing (SwiftUI's `TextRenderer`).
///
/// ProofUI does not call ``draw(layout:in:)``: its `GraphicsContext` paints nothing yet, so a
/// snapshot draws the text as without the renderer and notes it in the text description.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// How far beyond the text's frame the renderer draws.
    var displayPadding: EdgeInsets { get }
    /// The size of the text for `proposal` (the text's own size by default).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
}

nonisolated extension TextRenderer {
    /// No padding: the renderer draws inside the text's frame.
    public var displayPadding: EdgeInsets { EdgeInsets() }
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.size }
}

/// The text a renderer sizes (SwiftUI's `TextProxy`).
nonisolated public struct TextProxy {
    let size: CGSize

    /// The size of the text for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }
}

/// A value marking a part of a text for a renderer (SwiftUI's `TextAttribute`).
public protocol TextAttribute: Hashable {}

nonisolated extension Text {
    /// Marks this text with `value`, which a `TextRenderer` reads from the runs it covers. It
    /// has no look of its own.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }

    /// The lines of a laid-out text, as a `TextRenderer` sees them (SwiftUI's `Text.Layout`).
    nonisolated public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]

        /// Whether the text was cut short to fit.
        public var isTruncated: Bool { false }
        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Line { lines[index] }

        /// The index of a character in the text.
        public typealias CharacterIndex = String.Index

        /// A line of placed glyphs.
        nonisolated public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// Where the line's baseline starts.
            public var origin: CGPoint
            /// The line's typographic bounds.
            public var typographicBounds: TypographicBounds
            public var startIndex: Int { runs.startIndex }
            public var endIndex: Int { runs.endIndex }
            public subscript(index: Int) -> Run { runs[index] }
            /// The custom attribute of type `T` of the line's first run that has one.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { runs.lazy.compactMap { $0[type] }.first }
        }

        /// A run of glyphs sharing their attributes; each element is a slice of one glyph.
        nonisolated public struct Run: RandomAccessCollection, Equatable {
            let attributes: [AnyHashable]
            let glyphCount: Int
            /// The direction the run's text is laid out in.
            public var layoutDirection: LayoutDirection
            /// The run's typographic bounds.
            public var typographicBounds: TypographicBounds
            /// The characters of the run's glyphs.
            public var characterIndices: [CharacterIndex]
            public var startIndex: Int { 0 }
            public var endIndex: Int { glyphCount }
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<index + 1) }
            /// The run's custom attribute of type `T`, if it has one.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { attributes.lazy.compactMap { $0.base as? T }.first }
        }

        /// Some of the glyphs of a run.
        nonisolated public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' places in the run.
            public var indices: Range<Int>

            /// The glyphs `indices` of `run`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<index + 1) }
            /// The typographic bounds of the glyphs (the run's, shared by its glyphs in equal parts).
            public var typographicBounds: TypographicBounds {
                let bounds = run.typographicBounds
                let width = run.glyphCount > 0 ? bounds.width / CGFloat(run.glyphCount) : 0
                return TypographicBounds(origin: CGPoint(x: bounds.origin.x + width * CGFloat(indices.lowerBound), y: bounds.origin.y),
                                         width: width * CGFloat(indices.count), ascent: bounds.ascent, descent: bounds.descent,
                                         leading: bounds.leading)
            }
            /// The characters of the glyphs.
            public var characterIndices: [CharacterIndex] {
                Array(run.characterIndices[indices.clamped(to: run.characterIndices.indices)])
            }
            /// The run's custom attribute of type `T`, if it has one.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
        }

        /// The typographic measures of a line, run or slice.
        nonisolated public struct TypographicBounds: Equatable, Sendable {
            /// Where the baseline starts.
            public var origin: CGPoint
            /// The advance width.
            public var width: CGFloat
            /// How far the glyphs reach above the baseline.
            public var ascent: CGFloat
            /// How far the glyphs reach below the baseline.
            public var descent: CGFloat
            /// The space below the descent before the next line.
            public var leading: CGFloat

            public init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// The rectangle from the top of the ascent to the bottom of the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How a graphics context draws a line, run or slice.
        nonisolated public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs at fractional positions, not rounded to pixels (for animations).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

nonisolated extension GraphicsContext {
    /// Draws a line of a text layout (not painted yet, as the context's other commands).
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws a run of a text layout (not painted yet, as the context's other commands).
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}
    /// Draws glyphs of a run (not painted yet, as the context's other commands).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}

nonisolated extension View {
    /// Draws the text views inside with `renderer` (iOS 17). Not applied: ProofUI's
    /// `GraphicsContext` paints nothing yet, so the text is drawn as without the renderer, and
    /// the text description notes it.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        noted("textRenderer (\(T.self)) is not applied: the text is drawn as without it")
    }
}
