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
report("encode libpng png_image_write_to_memory", libpngSimplifiedTiming, extra: "\(libpngSize) bytes")

var rgbSize = 0
let libpngRGBTiming = measure(warmup: 1, iterations: 7) {
    screenshot.withUnsafeBytes { pixels in
        libpngOutput.withUnsafeMutableBufferPointer { out in
            precondition(reference_encode_write_png(pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(screenshot.width), UInt32(screenshot.height), 2, out.baseAddress!, out.count, &rgbSize) == 0)
        }
    }
}
report("encode libpng png_write_png RGB defaults", libpngRGBTiming, extra: "\(rgbSize) bytes")

var ours: [UInt8] = []
let encodeTiming = measure(warmup: 2, iterations: 15) { ours = PNG.encode(screenshot) }
report("encode Proofsheet PNG.encode", encodeTiming, extra: "\(ours.count) bytes")

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
