import ProofRender

/// Runs one input through the reader its first bytes name: JPEG (FF D8), PDF (%PDF-), else
/// SVG; a vector picture that reads is drawn at scale 2. Every reader must return or throw,
/// within the pixel limit; never crash, hang or allocate without a bound.
public func exercise(_ bytes: [UInt8]) {
    let limit = PixelLimit(maxPixels: 1 << 22)
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 {
        if let bitmap = try? JPEG.decode(bytes, limit: limit) {
            precondition(bitmap.pixelCount <= limit.maxPixels && bitmap.pixelCount > 0)
        }
        return
    }
    let picture: VectorImage?
    if bytes.starts(with: Array("%PDF-".utf8)) {
        picture = try? PDFVector.read(bytes)
    } else {
        picture = try? SVG.read(bytes)
    }
    guard let picture else { return }
    precondition(picture.commands.count <= VectorLimits.maxCommands)
    if let bitmap = try? picture.rasterize(scale: 2, limit: limit) {
        precondition(bitmap.pixelCount <= limit.maxPixels)
    }
}
