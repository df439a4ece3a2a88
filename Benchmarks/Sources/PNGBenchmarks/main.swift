#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BenchmarkSupport
import PNGReference
import ProofRender

// Compares Proofsheet's PNG codec with libpng on a synthetic 1170×2532 screenshot.
// Run: swift run -c release --package-path Benchmarks PNGBenchmarks [--write DIR]

let arguments = CommandLine.arguments
let screenshot = ScreenshotSynthesizer.make()

// `profile-encode N` / `profile-decode N`: only that operation, N times, for a profiler.
if arguments.count == 3, let count = Int(arguments[2]) {
    let file = PNG.encode(screenshot)
    for _ in 0..<count {
        switch arguments[1] {
        case "profile-encode": blackHole(PNG.encode(screenshot))
        case "profile-decode": blackHole(try PNG.decode(file))
        default: fatalError("unknown mode \(arguments[1])")
        }
    }
    exit(0)
}
print("image: \(screenshot.width)×\(screenshot.height) RGBA, \(screenshot.bytes.count) bytes raw")

let capacity = screenshot.bytes.count * 2 + 1 << 20
var libpngOutput = [UInt8](repeating: 0, count: capacity)
var libpngSize = 0
let libpngSimplifiedTiming = measure(warmup: 1, iterations: 7) {
    screenshot.withUnsafeBytes { pixels in
        libpngOutput.withUnsafeMutableBufferPointer { out in
            precondition(reference_encode_simplified(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(screenshot.width), UInt32(screenshot.height), out.baseAddress!, out.count, &libpngSize) == 0)
        }
    }
}
let libpngFile = Array(libpngOutput.prefix(libpngSize))
report("encode libpng simplified (RGBA)", libpngSimplifiedTiming, extra: "\(libpngSize) bytes")

var rgbSize = 0
let libpngRGBTiming = measure(warmup: 1, iterations: 7) {
    screenshot.withUnsafeBytes { pixels in
        libpngOutput.withUnsafeMutableBufferPointer { out in
            precondition(reference_encode_write_png(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(screenshot.width), UInt32(screenshot.height), 2, out.baseAddress!, out.count, &rgbSize) == 0)
        }
    }
}
report("encode libpng png_write_png (RGB)", libpngRGBTiming, extra: "\(rgbSize) bytes")

var ours: [UInt8] = []
let encodeTiming = measure(warmup: 2, iterations: 15) { ours = PNG.encode(screenshot) }
report("encode Proofsheet", encodeTiming, extra: "\(ours.count) bytes")
func ratio(_ a: Double, _ b: Double) -> String { String((a / b * 1000).rounded() / 1000) }
print("  time vs libpng simplified: \(ratio(encodeTiming.median, libpngSimplifiedTiming.median)) (median), \(ratio(encodeTiming.best, libpngSimplifiedTiming.best)) (best); size \(ratio(Double(ours.count), Double(libpngSize)))")
print("  time vs libpng png_write_png RGB: \(ratio(encodeTiming.median, libpngRGBTiming.median)) (median), \(ratio(encodeTiming.best, libpngRGBTiming.best)) (best); size \(ratio(Double(ours.count), Double(rgbSize)))")

// Photographic content (where filters matter), a quarter of the screen: size and time only.
let photo = PhotoSynthesizer.make(width: 1170, height: 633)
var photoLibpngSize = 0
let photoLibpng = measure(warmup: 1, iterations: 5) {
    photo.withUnsafeBytes { pixels in
        libpngOutput.withUnsafeMutableBufferPointer { out in
            precondition(reference_encode_write_png(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(photo.width), UInt32(photo.height), 2, out.baseAddress!, out.count, &photoLibpngSize) == 0)
        }
    }
}
report("photo encode libpng png_write_png (RGB)", photoLibpng, extra: "\(photoLibpngSize) bytes")
var photoOurs: [UInt8] = []
let photoTiming = measure(warmup: 1, iterations: 5) { photoOurs = PNG.encode(photo) }
report("photo encode Proofsheet", photoTiming, extra: "\(photoOurs.count) bytes")
let photoDecoded = try PNG.decode(photoOurs)
precondition(photoDecoded == photo, "photo did not round-trip")

let decodedOurs = try PNG.decode(ours)
precondition(decodedOurs == screenshot, "PNG.encode did not round-trip")

// Decoding: both decoders on both files (ours is RGB with the hash chunk; libpng's is RGBA).
for (name, file) in [("our file", ours), ("libpng file", libpngFile)] {
    var output: [UInt8] = []
    var width: UInt32 = 0, height: UInt32 = 0
    // Each side gets a new output buffer per decode, as a caller would.
    let reference = measure(warmup: 2, iterations: 15) {
        output = [UInt8](unsafeUninitializedCapacity: screenshot.bytes.count) { out, count in
            file.withUnsafeBufferPointer { input in
                precondition(reference_decode_simplified(input.baseAddress!, input.count, out.baseAddress!, out.count, &width, &height) == 0)
            }
            count = out.count
        }
    }
    precondition(output == screenshot.bytes, "libpng decoded different pixels")
    report("decode \(name): libpng simplified", reference)
    var bitmap = Bitmap(width: 0, height: 0)
    let timing = try measure(warmup: 2, iterations: 15) { bitmap = try PNG.decode(file) }
    precondition(bitmap == screenshot, "PNG.decode decoded different pixels")
    report("decode \(name): Proofsheet", timing)
    print("  time vs libpng: \(ratio(timing.median, reference.median)) (median), \(ratio(timing.best, reference.best)) (best)")
}

// Verifying an unchanged snapshot: read the reference from disk, read its stored hash,
// hash the new bitmap, compare. No decoding.
let referencePath = "/tmp/proofsheet-png-benchmark-\(getpid()).png"
try writeFile(ours, to: referencePath)
defer { unlink(referencePath) }
var matched = false
let verify = try measure(warmup: 3, iterations: 30) {
    let stored = try PNG.storedContentHash(in: PNG.readFile(at: referencePath))
    matched = stored == screenshot.contentHash
}
precondition(matched, "stored hash did not match")
report("verify unchanged: read + stored + new hash", verify)
let contentHash = measure(warmup: 3, iterations: 30) { blackHole(screenshot.contentHash) }
report("Bitmap.contentHash (\(screenshot.bytes.count) bytes)", contentHash,
       extra: "\(Int(Double(screenshot.bytes.count) / contentHash.median / 1e6)) MB/s")
let storedHash = measure(warmup: 3, iterations: 30) { blackHole(PNG.storedContentHash(in: ours)) }
report("PNG.storedContentHash (\(ours.count)-byte file in memory)", storedHash)
let readOnly = try measure(warmup: 3, iterations: 30) { blackHole(try PNG.readFile(at: referencePath)) }
report("PNG.readFile (\(ours.count) bytes)", readOnly)

if let index = arguments.firstIndex(of: "--write"), index + 1 < arguments.count {
    let folder = arguments[index + 1]
    try writeFile(ours, to: folder + "/screenshot.png")
    try writeFile(libpngFile, to: folder + "/screenshot-libpng.png")
    try writeFile(screenshot.bytes, to: folder + "/screenshot.rgba")
    print("wrote \(folder)/screenshot.png, screenshot-libpng.png, screenshot.rgba")
}

func writeFile(_ bytes: [UInt8], to path: String) throws {
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}
