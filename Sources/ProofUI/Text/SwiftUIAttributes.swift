// Status: partial — SwiftUI's attribute scope for `AttributedString` (`AttributeScopes.SwiftUIAttributes`): `font`, `foregroundColor`, `backgroundColor`, `strikethroughStyle`, `underlineStyle`, `kern`, `tracking` and `baselineOffset` are set and read as in SwiftUI (`string[range].kern = 1`, `AttributeContainer().tracking(2)`); `Text(AttributedString)` shows the characters without drawing these attributes.
import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString` (SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes`), with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// Extra space after each character, in points.
        public let kern: KernAttribute
        /// Extra space between characters, in points.
        public let tracking: TrackingAttribute
        /// How far the text is raised from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// The font of the text.
        public let font: FontAttribute
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The font attribute (`font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// The foreground colour attribute (`foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The background colour attribute (`backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The strikethrough attribute (`strikethroughStyle`).
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The underline attribute (`underlineStyle`).
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The kern attribute (`kern`).
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// The tracking attribute (`tracking`).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// The baseline offset attribute (`baselineOffset`).
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name (`string.kern`, `container.tracking`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
