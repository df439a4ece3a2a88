// libFuzzer entry point for the PNG codec (built by Scripts/png/fuzz.sh, not by SwiftPM).
// Any input: the stored-hash reader and the decoder must return or throw, never crash or
// allocate past the limit; whatever decodes must survive encode → decode unchanged, and a
// stored hash that is trusted must match the decoded pixels.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeRawBufferPointer(start: data, count: size)
    let limit = PixelLimit(maxPixels: 1 << 22)
    let stored = PNG.storedContentHash(in: input)
    guard let bitmap = try? PNG.decode(input, limit: limit) else {
        precondition(stored == nil, "a stored hash was trusted for a file that does not decode")
        return 0
    }
    precondition(bitmap.pixelCount <= limit.maxPixels)
    if let stored { precondition(stored == bitmap.contentHash, "a trusted stored hash does not match the pixels") }
    let encoded = PNG.encode(bitmap)
    guard let again = try? PNG.decode(encoded, limit: limit) else { preconditionFailure("encoded bitmap does not decode") }
    precondition(again == bitmap, "encode → decode changed the pixels")
    precondition(PNG.storedContentHash(in: encoded) == bitmap.contentHash)
    return 0
}
