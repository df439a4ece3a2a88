/// Big-endian reads from one table of a font file, each checked against the table's bounds.
///
/// Offsets are relative to the table; errors report the absolute file offset.
struct TableReader: Sendable {
    let bytes: [UInt8]
    /// Absolute offset of the table in `bytes`.
    let start: Int
    /// Length of the table in bytes.
    let count: Int
    let tag: String
    let source: String

    init(bytes: [UInt8], start: Int, count: Int, tag: String, source: String) {
        self.bytes = bytes
        self.start = start
        self.count = count
        self.tag = tag
        self.source = source
    }

    func error(_ kind: FontError.Kind, at offset: Int, _ message: String) -> FontError {
        FontError(kind, source: source, table: tag, offset: min(max(start + offset, 0), bytes.count), message)
    }

    /// Throws unless `length` bytes starting at `offset` lie inside the table.
    @inline(__always)
    func require(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error(.truncated, at: max(offset, 0),
                        "\(what()) (\(length) bytes at table offset \(offset)) runs past the end of the \(count)-byte table; the file is truncated or corrupt")
        }
    }

    @inline(__always)
    func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try require(offset, 1, "a byte")
        return bytes[start + offset]
    }

    @inline(__always)
    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2, "a 16-bit value")
        return UInt16(bytes[start + offset]) << 8 | UInt16(bytes[start + offset + 1])
    }

    @inline(__always)
    func i16(_ offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    @inline(__always)
    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4, "a 32-bit value")
        let base = start + offset
        return UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16 | UInt32(bytes[base + 2]) << 8 | UInt32(bytes[base + 3])
    }

    /// A reader over `length` bytes at `offset` of this table (a subtable), bounds-checked.
    func sub(_ offset: Int, _ length: Int, _ what: String) throws(FontError) -> TableReader {
        try require(offset, length, what)
        return TableReader(bytes: bytes, start: start + offset, count: length, tag: tag, source: source)
    }

    /// A reader from `offset` to the end of this table.
    func sub(from offset: Int, _ what: String) throws(FontError) -> TableReader {
        try require(offset, 0, what)
        return TableReader(bytes: bytes, start: start + offset, count: count - offset, tag: tag, source: source)
    }
}
