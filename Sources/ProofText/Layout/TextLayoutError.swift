/// Why text could not be prepared for layout. Each case says what was wrong and what to do.
public enum TextLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No face of the family is registered in the font library.
    case fontNotFound(family: String, weight: FontWeight, available: [String])
    /// A format or layout value is outside what the layout accepts.
    case invalidValue(name: String, value: Double, allowed: String)
    /// The text has more Unicode scalars than a paragraph accepts.
    case textTooLong(scalarCount: Int, limit: Int)

    public var description: String {
        switch self {
        case let .fontNotFound(family, weight, available):
            let known = available.isEmpty ? "the library is empty" : "registered: \(available.joined(separator: ", "))"
            return "no font of family \"\(family)\" (weight \(weight)) in the font library (\(known)); "
                + "register the font with FontLibrary.register(contentsOf:) or pick a registered family"
        case let .invalidValue(name, value, allowed):
            return "\(name) is \(value); it must be \(allowed)"
        case let .textTooLong(scalarCount, limit):
            return "the text has \(scalarCount) Unicode scalars; a paragraph takes at most \(limit): "
                + "split it into several paragraphs"
        }
    }
}
