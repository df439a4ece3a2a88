/// Names what a byte string is when it is not a PNG, so an error can say "this is a JPEG"
/// or "this is a Git LFS pointer" instead of "decode failed".
enum PNGFormatSniffer {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The error for data that does not start with a complete PNG signature.
    static func classify(_ data: UnsafeRawBufferPointer) -> PNGError {
        let bytes = UnsafeBufferPointer(start: data.baseAddress?.assumingMemoryBound(to: UInt8.self), count: data.count)
        if bytes.isEmpty { return .empty }
        if bytes.count < signature.count, bytes.elementsEqual(signature.prefix(bytes.count)) {
            return .truncated(length: bytes.count, chunk: nil, chunkOffset: nil)
        }
        if let pointer = gitLFSPointer(bytes) { return pointer }
        if let damage = damagedSignature(bytes) { return damage }
        return .notPNG(detected: detectFormat(bytes))
    }

    // MARK: Git LFS

    /// Parses a Git LFS pointer (spec v1): `version …`, then `oid sha256:<64 hex>` and
    /// `size <bytes>` lines, each ending in a newline, in all under 1024 bytes.
    private static func gitLFSPointer(_ bytes: UnsafeBufferPointer<UInt8>) -> PNGError? {
        let versions = ["version https://git-lfs.github.com/spec/v1", "version https://hawser.github.com/spec/v1"]
        guard bytes.count < 1024, let text = String(validating: bytes, as: UTF8.self),
              versions.contains(where: { text.hasPrefix($0 + "\n") || text.hasPrefix($0 + "\r\n") })
        else { return nil }
        var oid: String?
        var size: Int?
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "oid":
                let value = parts[1]
                if value.hasPrefix("sha256:") {
                    let hex = value.dropFirst("sha256:".count)
                    if hex.utf8.count == 64, hex.utf8.allSatisfy({ isHexDigit($0) }) { oid = String(hex) }
                }
            case "size":
                if parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { size = Int(parts[1]) }
            default:
                continue
            }
        }
        if let oid, let size { return .gitLFSPointer(oid: oid, size: size) }
        let missing = [oid == nil ? "a valid `oid sha256:<64 hex digits>` line" : nil,
                       size == nil ? "a valid `size <bytes>` line" : nil].compactMap { $0 }
        return .notPNG(detected: "a damaged Git LFS pointer (it lacks \(missing.joined(separator: " and "))); restore the file with `git checkout` and run `git lfs pull`")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x66) || (byte >= 0x41 && byte <= 0x46)
    }

    // MARK: Damaged signatures

    /// Recognises a PNG whose signature was altered in transit. The signature is designed to
    /// reveal exactly these accidents: a text-mode copy converts its CR LF, a 7-bit channel
    /// strips the high bit of its first byte.
    private static func damagedSignature(_ bytes: UnsafeBufferPointer<UInt8>) -> PNGError? {
        let looksLikePNG = (bytes.count >= 4 && bytes[1] == 0x50 && bytes[2] == 0x4E && bytes[3] == 0x47)
            || (bytes.count >= 16 && Array(bytes[12..<16]) == Array("IHDR".utf8))
        guard looksLikePNG else { return nil }
        let head = Array(bytes.prefix(9))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x1A, 0x0A]) {
            return .corrupt(detail: "the PNG signature's CR LF was converted to LF, so the file went through a text-mode transfer (Git end-of-line conversion, FTP ASCII mode); every line ending in the image data is damaged too. Mark *.png as binary in .gitattributes and fetch the file again", offset: 4)
        }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0A, 0x0A, 0x1A, 0x0A]) {
            return .corrupt(detail: "the PNG signature's CR byte was converted to LF, so the file went through a text-mode transfer that rewrote line endings; every CR byte in the image data is damaged too. Mark *.png as binary in .gitattributes and fetch the file again", offset: 4)
        }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0D, 0x0A, 0x1A]) {
            return .corrupt(detail: "the PNG signature's LF was converted to CR LF, so the file went through a text-mode transfer (Git end-of-line conversion, FTP ASCII mode). Mark *.png as binary in .gitattributes and fetch the file again", offset: 4)
        }
        if head.first == 0x09, head.dropFirst().starts(with: [0x50, 0x4E, 0x47]) {
            return .corrupt(detail: "the high bit of the first signature byte was stripped (0x09 instead of 0x89), so the file went through a 7-bit channel, which damages the image data too. Fetch the file again over a binary-safe channel", offset: 0)
        }
        var firstDifference = 0
        while firstDifference < min(bytes.count, 8), bytes[firstDifference] == signature[firstDifference] { firstDifference += 1 }
        let found = bytes.prefix(8).map { hex($0) }.joined(separator: " ")
        return .corrupt(detail: "the PNG signature is damaged (found \(found), expected 89 50 4e 47 0d 0a 1a 0a); the file was altered after it was written", offset: firstDifference)
    }

    // MARK: Other formats

    private static func detectFormat(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

        if starts([0xFF, 0xD8, 0xFF]) { return "a JPEG image" }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return "a GIF image" }
        if starts(ascii("RIFF")), starts(ascii("WEBP"), at: 8) { return "a WebP image" }
        if starts(ascii("II*\0")) || starts(ascii("MM\0*")) { return "a TIFF image" }
        if starts(ascii("ftyp"), at: 4) {
            if starts(ascii("avif"), at: 8) || starts(ascii("avis"), at: 8) { return "an AVIF image" }
            if starts(ascii("heic"), at: 8) || starts(ascii("heix"), at: 8) || starts(ascii("mif1"), at: 8) { return "a HEIF/HEIC image" }
            return "an ISO media file (MP4, MOV, HEIF…)"
        }
        if starts([0xFF, 0x0A]) || starts([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) { return "a JPEG XL image" }
        if starts(ascii("qoif")) { return "a QOI image" }
        if starts([0x8A, 0x4D, 0x4E, 0x47]) { return "an MNG animation" }
        if starts(ascii("BM")), bytes.count >= 6,
           Int(bytes[2]) | Int(bytes[3]) << 8 | Int(bytes[4]) << 16 | Int(bytes[5]) << 24 == bytes.count {
            return "a BMP image"
        }
        if starts([0x00, 0x00, 0x01, 0x00]) && bytes.count >= 22 { return "a Windows icon (ICO)" }
        if starts(ascii("%PDF-")) { return "a PDF document" }
        if starts([0x50, 0x4B, 0x03, 0x04]) { return "a ZIP archive" }
        if starts([0x1F, 0x8B]) { return "gzip-compressed data" }
        return describeText(bytes)
    }

    /// Text of some kind (an HTML error page, an SVG, a JSON body, a note): says which, with
    /// its opening words, which usually tell what happened ("404 Not Found").
    private static func describeText(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var window = Array(bytes.prefix(512))
        if window.starts(with: [0xEF, 0xBB, 0xBF]) { window.removeFirst(3) }
        // A cut in the middle of a multi-byte character at the window's end is not binary.
        var text: String?
        for trim in 0...3 where window.count > trim {
            if let decoded = String(validating: window.dropLast(trim), as: UTF8.self) {
                text = decoded
                break
            }
        }
        guard let text, !text.isEmpty,
              !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" })
        else { return nil }
        let lowered = text.lowercased()
        let trimmed = lowered.drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        let kind: String
        if trimmed.hasPrefix("<!doctype html") || trimmed.hasPrefix("<html") || lowered.contains("<html") {
            kind = "an HTML page"
        } else if trimmed.hasPrefix("<svg") || (trimmed.hasPrefix("<?xml") && lowered.contains("<svg")) {
            kind = "an SVG document"
        } else if trimmed.hasPrefix("<?xml") {
            kind = "an XML document"
        } else if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") {
            kind = "JSON or other text"
        } else {
            kind = "text"
        }
        return "\(kind) (starts \(excerpt(text)))"
    }

    private static func excerpt(_ text: String) -> String {
        var flattened = ""
        var lastWasSpace = false
        for character in text {
            let isSpace = character.isWhitespace
            if isSpace && lastWasSpace { continue }
            flattened.append(isSpace ? " " : character)
            lastWasSpace = isSpace
            if flattened.count >= 60 { return "\"\(flattened.trimmingSpaces)…\"" }
        }
        return "\"\(flattened.trimmingSpaces)\""
    }

    static func hex(_ byte: UInt8) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}

private extension String {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
