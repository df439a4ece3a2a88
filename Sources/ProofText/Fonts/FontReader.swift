/// The bytes of one font file, in memory that does not move while any parsed table refers
/// to it (tables read it through raw pointers, without a copy or an array bounds check).
final class FontBytes: @unchecked Sendable {
    // Immutable after init; freed with the object.
    let base: UnsafeRawPointer
    let count: Int
    /// The font's name in error messages.
    let source: String

    init(_ bytes: [UInt8], source: String) {
        self.source = source
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        buffer.bindMemory(to: UInt8.self, capacity: max(bytes.count, 1))
        bytes.withUnsafeBytes { source in
            if let address = source.baseAddress { buffer.copyMemory(from: address, byteCount: source.count) }
        }
        base = UnsafeRawPointer(buffer)
        count = bytes.count
    }

    deinit {
        UnsafeMutableRawPointer(mutating: base).deallocate()
    }
}

/// Big-endian reads from one table of a font file, each checked against the table's bounds.
///
/// Offsets are relative to the table; errors report the absolute file offset. A reader only
/// lives inside the ``FontStorage`` (or its initializer) that owns the ``FontBytes``.
struct TableReader: @unchecked Sendable {
    let file: FontBytes
    /// Absolute offset of the table in the file.
    let start: Int
    /// Length of the table in bytes.
    let count: Int
    /// The table's tag as four bytes (kept as a number so that copies retain nothing more).
    private let tagCode: UInt32
    private let base: UnsafeRawPointer

    init(file: FontBytes, start: Int, count: Int, tag: UInt32) {
        precondition(start >= 0 && count >= 0 && start <= file.count && count <= file.count - start)
        self.file = file
        self.start = start
        self.count = count
        tagCode = tag
        base = file.base + start
    }

    /// The four-letter tag ("glyf").
    var tag: String {
        String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tagCode >> $0) }, as: UTF8.self)
    }

    var source: String { file.source }

    func error(_ kind: FontError.Kind, at offset: Int, _ message: String) -> FontError {
        FontError(kind, source: source, table: tag, offset: min(max(start + offset, 0), file.count), message)
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
        return base.load(fromByteOffset: offset, as: UInt8.self)
    }

    @inline(__always)
    func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try require(offset, 2, "a 16-bit value")
        return UInt16(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    @inline(__always)
    func i16(_ offset: Int) throws(FontError) -> Int16 {
        Int16(bitPattern: try u16(offset))
    }

    @inline(__always)
    func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try require(offset, 4, "a 32-bit value")
        return UInt32(bigEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// Calls `body` with the bytes from `offset` on, unchecked: the caller has checked with
    /// ``require(_:_:_:)`` every byte it will read.
    @inline(__always)
    func withUncheckedBytes<R>(from offset: Int, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        body((base + offset).assumingMemoryBound(to: UInt8.self))
    }

    /// A copy of the whole table's bytes.
    var bytes: [UInt8] {
        [UInt8](UnsafeRawBufferPointer(start: base, count: count))
    }

    /// A reader over `length` bytes at `offset` of this table (a subtable), bounds-checked.
    func sub(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(FontError) -> TableReader {
        try require(offset, length, what())
        return TableReader(file: file, start: start + offset, count: length, tag: tagCode)
    }

    /// A reader from `offset` to the end of this table.
    func sub(from offset: Int, _ what: @autoclosure () -> String) throws(FontError) -> TableReader {
        try require(offset, 0, what())
        return TableReader(file: file, start: start + offset, count: count - offset, tag: tagCode)
    }
}
