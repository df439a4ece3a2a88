/// Why a font could not be loaded or a glyph could not be rendered.
///
/// Every error names the font (its file name, or the name given when loading from memory),
/// the table and the byte offset in the file where the problem was found, and says what to do.
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of problem, for code that reacts to some of them.
    public enum Kind: String, Sendable, Hashable {
        /// A table or record ends past the end of the file or of its table.
        case truncated
        /// A value is out of range or inconsistent (a bad offset, a loop in composite glyphs).
        case malformed
        /// A table the reader needs is absent.
        case missingTable
        /// Valid OpenType that ProofText does not read (CFF outlines, a font collection).
        case unsupported
        /// The font asks for more than ProofText allocates (points, components, mask size).
        case limitExceeded
        /// The file could not be read.
        case unreadable
    }

    /// The class of problem.
    public var kind: Kind
    /// The font's file name, or the name given when it was loaded from memory.
    public var source: String
    /// The four-letter table tag where the problem is, when it is in a table.
    public var table: String?
    /// The byte offset from the start of the file, when known.
    public var offset: Int?
    /// What is wrong and what to do about it.
    public var message: String

    /// An error of `kind` in the font `source`, at `table` and `offset` when known.
    public init(_ kind: Kind, source: String, table: String? = nil, offset: Int? = nil, _ message: String) {
        self.kind = kind
        self.source = source
        self.table = table
        self.offset = offset
        self.message = message
    }

    public var description: String {
        var text = "font \(source)"
        if let table { text += ", table '\(table)'" }
        if let offset { text += ", byte \(offset)" }
        return text + ": " + message
    }
}
