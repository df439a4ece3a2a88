import ProofBase
import ProofVerification
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

    /// `environment` with this host's variables: `TZ`, `LANG`, `LC_ALL`, and, for the clock,
    /// the monotonic clock left alone, so that timeouts and durations run at the real pace.
    public func environment(_ environment: [String: String]) -> [String: String] {
        var result = environment
        result["TZ"] = timeZone
        result["LANG"] = locale
        result["LC_ALL"] = locale
        // Foundation's and gettext's own override of the language, cleared so the host decides.
        result["LANGUAGE"] = nil
        if clockOffset != nil { result["FAKETIME_DONT_FAKE_MONOTONIC"] = "1" }
        return result
    }

    /// `arguments` run with this host's clock: through libfaketime's `faketime` program
    /// (`faketime -f +400d swift test …`) when the clock moves, not with `LD_PRELOAD` set by
    /// hand. Measured with libfaketime 0.9.10 and Swift 6.3.1 on Linux: with the library
    /// preloaded by hand, `swift`, `swift-test` and a small Swift program see no
    /// `CommandLine.arguments` (the toolchain's programs crash); through `faketime` they see
    /// them. (The library sets `FAKETIME_SHARED` from its constructor when it is not set yet;
    /// `faketime` sets it before the first process starts.)
    public func command(_ arguments: [String], faketime: String = "faketime") -> [String] {
        guard let clockOffset else { return arguments }
        return [faketime, "-f", clockOffset] + arguments
    }

    /// `TZ=Pacific/Kiritimati LANG=de_DE.UTF-8, clock +400d`.
    public var description: String {
        "TZ=\(timeZone) LANG=\(locale), clock \(clockOffset ?? "now")"
    }
}
