import CAssetCodecs

/// Why bytes could not be read as a JPEG image.
public enum JPEGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data ends before the image does.
    case truncated(detail: String)
    /// The image is larger than the pixel limit; refused from its header, before decoding.
    case tooLarge(width: Int, height: Int, limit: PixelLimit)
    /// The data is damaged or uses what the decoder refuses (CMYK, thousands of scans).
    case corrupt(detail: String)

    /// One sentence for a person: what is wrong and what to do.
    public var description: String {
        switch self {
        case let .truncated(detail):
            return "truncated JPEG (\(detail)); the file was cut short while being written or copied — export it again"
        case let .tooLarge(width, height, limit):
            return "image is \(width)×\(height) pixels, above the limit of \(limit); refused from its header without decoding — raise the PixelLimit if this size is intended"
        case let .corrupt(detail):
            return "damaged or unsupported JPEG: \(detail)"
        }
    }
}

/// JPEG decoding with libjpeg(-turbo): baseline and progressive, greyscale, YCbCr and RGB, to
/// straight-alpha RGBA8 (opaque). The integer IDCT gives the same pixels on every machine
/// running the same libjpeg-turbo.
public enum JPEG {
    /// True when `data` starts with a JPEG's start-of-image marker.
    public static func isJPEG(_ data: [UInt8]) -> Bool {
        data.count >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF
    }

    /// The pixels of the JPEG `data`. The header is read first and an image above `limit`
    /// is refused before any pixel memory is allocated; libjpeg's own memory is bounded too.
    public static func decode(_ data: [UInt8], limit: PixelLimit = .default) throws(JPEGError) -> Bitmap {
        guard isJPEG(data) else { throw .corrupt(detail: "the data does not start with a JPEG marker (FF D8 FF)") }
        var status = proof_codec_status()
        var width: UInt32 = 0, height: UInt32 = 0
        let headerCode = data.withUnsafeBufferPointer { proof_jpeg_read_size($0.baseAddress, $0.count, &width, &height, &status) }
        if headerCode != 0 { throw error(status) }
        guard width > 0, height > 0, limit.allows(width: Int(width), height: Int(height)) else {
            throw .tooLarge(width: Int(width), height: Int(height), limit: limit)
        }
        var bitmap = Bitmap(width: Int(width), height: Int(height))
        // libjpeg's working memory: a progressive image keeps its coefficients (2 bytes a
        // sample, 3 samples a pixel), so allow that and some.
        let memory = Int(width) * Int(height) * 8 + (16 << 20)
        let code = bitmap.withUnsafeMutableBytes { pixels in
            data.withUnsafeBufferPointer { input in
                proof_jpeg_decode_rgba8(input.baseAddress, input.count, width, height,
                                        pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), pixels.count, memory, &status)
            }
        }
        if code != 0 { throw error(status) }
        return bitmap
    }

    static func error(_ status: proof_codec_status) -> JPEGError {
        let message = Inflate.message(status)
        switch Int(status.code) {
        case Int(PROOF_CODEC_TRUNCATED): return .truncated(detail: message)
        case Int(PROOF_CODEC_TOO_LARGE): return .corrupt(detail: "\(message); the file is made to be expensive to decode")
        case Int(PROOF_CODEC_OUT_OF_MEMORY): return .corrupt(detail: "libjpeg ran out of its memory allowance (\(message))")
        default: return .corrupt(detail: message)
        }
    }
}

/// zlib inflation into a buffer of bounded size (PDF content streams).
enum Inflate {
    /// Why a stream could not be inflated.
    enum Failure: Error, Equatable, Sendable {
        /// The stream inflates to more than the limit.
        case tooLarge(limit: Int)
        /// The stream is damaged or cut short.
        case corrupt(String)
    }

    /// The bytes a zlib stream (a raw deflate stream when `raw`) inflates to, at most `limit`.
    /// The buffer starts at four times the input (64 KiB at least) and grows fourfold while the
    /// stream needs more, so small streams never cost a buffer of the limit's size.
    static func inflate(_ data: ArraySlice<UInt8>, raw: Bool = false, limit: Int) throws(Failure) -> [UInt8] {
        let ceiling = max(0, min(limit, 1 << 30))
        var capacity = min(ceiling, max(64 << 10, data.count.multipliedReportingOverflow(by: 4).overflow ? ceiling : data.count * 4))
        while true {
            var status = proof_codec_status()
            var written = 0
            var output = [UInt8](repeating: 0, count: capacity)
            let code = output.withUnsafeMutableBufferPointer { out in
                data.withUnsafeBufferPointer { input in
                    proof_inflate(input.baseAddress, input.count, raw ? 1 : 0, out.baseAddress, out.count, &written, &status)
                }
            }
            if Int(code) == PROOF_CODEC_TOO_LARGE {
                if capacity >= ceiling { throw .tooLarge(limit: ceiling) }
                capacity = min(ceiling, capacity * 4)
                continue
            }
            if code != 0 { throw .corrupt(message(status)) }
            output.removeSubrange(written...)
            return output
        }
    }

    static func message(_ status: proof_codec_status) -> String {
        withUnsafeBytes(of: status.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
