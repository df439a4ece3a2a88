import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds.
public func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Timings of one benchmark, in seconds.
public struct Timing: Sendable {
    public var samples: [Double]
    public init(samples: [Double]) { self.samples = samples }
    public var median: Double { samples.sorted()[samples.count / 2] }
    public var best: Double { samples.min() ?? .nan }
    public var mean: Double { samples.reduce(0, +) / Double(samples.count) }
}

/// Runs `body` `warmup` times unmeasured, then `iterations` times measured, one sample each.
public func measure(warmup: Int = 3, iterations: Int = 20, _ body: () throws -> Void) rethrows -> Timing {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
        let start = monotonicNanoseconds()
        try body()
        samples.append(Double(monotonicNanoseconds() - start) / 1e9)
    }
    return Timing(samples: samples)
}

/// Formats seconds with a unit that keeps three significant digits readable.
public func formatDuration(_ seconds: Double) -> String {
    if seconds < 1e-6 { return String(format3(seconds * 1e9)) + " ns" }
    if seconds < 1e-3 { return String(format3(seconds * 1e6)) + " µs" }
    if seconds < 1 { return String(format3(seconds * 1e3)) + " ms" }
    return String(format3(seconds)) + " s"
}

private func format3(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
}

/// Prints one result line: name, median and best of the samples.
public func report(_ name: String, _ timing: Timing, extra: String = "") {
    let padded = name.padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(padded) median \(formatDuration(timing.median))  best \(formatDuration(timing.best))\(extra.isEmpty ? "" : "  " + extra)")
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// `sentence` repeated and cut at `scalars` Unicode scalars: the benchmarks' paragraphs.
public func repeatedText(_ sentence: String, scalars: Int) -> String {
    var text = ""
    while text.unicodeScalars.count < scalars { text += sentence }
    return String(String.UnicodeScalarView(text.unicodeScalars.prefix(scalars)))
}

/// Whose CPU time ``cpuSeconds(of:)`` reads.
public enum CPUTimeOwner {
    /// This process.
    case process
    /// Its finished child processes (ImageMagick runs, say).
    case children
}

/// CPU time (user + system) of `owner` so far, in seconds.
public func cpuSeconds(of owner: CPUTimeOwner) -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage((owner == .process ? RUSAGE_SELF : RUSAGE_CHILDREN).rawValue, &usage)
    #else
    getrusage(owner == .process ? RUSAGE_SELF : RUSAGE_CHILDREN, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
