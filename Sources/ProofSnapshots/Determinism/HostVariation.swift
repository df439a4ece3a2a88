/// What can differ between two machines or two days and reach a picture through app code:
/// the determinism check (`proof determinism`) runs the suites under two hosts that differ in
/// all three and names which one changed each snapshot.
public enum HostFactor: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The wall clock: `Date()`, `Date.now`, `@State var date = Date()`.
    case clock
    /// The machine's time zone: `TimeZone.current`, `Calendar.current`, formatters without one.
    case timeZone = "time zone"
    /// The machine's language and region: `Locale.current`, formatters without a locale.
    case locale

    public var description: String { rawValue }
}

/// The host one run of the suites sees: its time zone, its locale and where its clock stands.
public struct RunHost: Hashable, Sendable, CustomStringConvertible {
    /// A tz database name (`TZ`).
    public var timeZone: String
    /// A POSIX locale name (`LANG`, `LC_ALL`).
    public var locale: String
    /// How far libfaketime moves the clock (`FAKETIME`, e.g. `+400d`), nil for the real clock.
    public var clockOffset: String?

    public init(timeZone: String, locale: String, clockOffset: String? = nil) {
        self.timeZone = timeZone
        self.locale = locale
        self.clockOffset = clockOffset
    }

    /// The first run's host: UTC, the C locale, the real clock.
    public static let base = RunHost(timeZone: "UTC", locale: "C.UTF-8")
    /// The second run's host: 14 hours ahead of UTC (the first time zone into a new day), German,
    /// the clock 400 days ahead (another day, month, year and weekday).
    public static let moved = RunHost(timeZone: "Pacific/Kiritimati", locale: "de_DE.UTF-8", clockOffset: "+400d")

    /// This host with `factor` taken from `other`: the runs that tell which factor changed a picture.
    public func with(_ factor: HostFactor, from other: RunHost) -> RunHost {
        var host = self
        switch factor {
        case .clock: host.clockOffset = other.clockOffset
        case .timeZone: host.timeZone = other.timeZone
        case .locale: host.locale = other.locale
        }
        return host
    }

    /// The factors in which this host differs from `other`.
    public func factors(differingFrom other: RunHost) -> [HostFactor] {
        HostFactor.allCases.filter { with($0, from: other) != self }
    }

    /// `environment` with this host's variables: `TZ`, `LANG`, `LC_ALL`, and, when the clock
    /// moves, libfaketime preloaded from `fakeTimeLibrary` (`LD_PRELOAD` on Linux,
    /// `DYLD_INSERT_LIBRARIES` on macOS) with the monotonic clock left alone, so that timeouts
    /// and durations still run at the real pace.
    public func environment(_ environment: [String: String], fakeTimeLibrary: String?) -> [String: String] {
        var result = environment
        result["TZ"] = timeZone
        result["LANG"] = locale
        result["LC_ALL"] = locale
        // Xcode's and Foundation's own override of the language, cleared so the host decides.
        result["LANGUAGE"] = nil
        if let clockOffset, let fakeTimeLibrary {
            #if canImport(Darwin)
            result["DYLD_INSERT_LIBRARIES"] = fakeTimeLibrary
            result["DYLD_FORCE_FLAT_NAMESPACE"] = "1"
            #else
            result["LD_PRELOAD"] = [fakeTimeLibrary, result["LD_PRELOAD"]].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":")
            #endif
            result["FAKETIME"] = clockOffset
            result["FAKETIME_DONT_FAKE_MONOTONIC"] = "1"
        }
        return result
    }

    /// `TZ=Pacific/Kiritimati LANG=de_DE.UTF-8, clock +400d`.
    public var description: String {
        "TZ=\(timeZone) LANG=\(locale), clock \(clockOffset ?? "now")"
    }

    /// Where the Debian/Ubuntu (`faketime` package) and Homebrew (`libfaketime`) installs put
    /// the library.
    public static let fakeTimeLibraryCandidates = [
        "/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1",
        "/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1",
        "/usr/lib/faketime/libfaketimeMT.so.1",
        "/usr/local/lib/faketime/libfaketimeMT.so.1",
        "/opt/homebrew/lib/faketime/libfaketime.1.dylib",
        "/usr/local/lib/faketime/libfaketime.1.dylib",
    ]

    /// The first installed libfaketime among ``fakeTimeLibraryCandidates``, or nil.
    public static func installedFakeTimeLibrary() -> String? {
        fakeTimeLibraryCandidates.first { FileSystem.exists($0) }
    }
}
