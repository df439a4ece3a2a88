// ProofUI engine: pins the host a snapshot draws on (time zone, calendar, locale) to the same values on every machine.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host a snapshot draws on: what app code reads through `TimeZone.current`,
/// `Calendar.current`, `Locale.current`, `Locale.preferredLanguages` and formatters made
/// without a locale or time zone (`DateFormatter()`, `NumberFormatter()`, `.formatted()`),
/// pinned to the same values on every machine, so that the machine's `TZ`, `LANG` or region
/// never reaches a picture and a reference recorded on a Mac passes on Linux.
///
/// ``Renderer`` pins the host when it is made, once per process; call ``pin()`` yourself
/// before test code that formats with the host outside a render (a view model built with
/// `DateFormatter()` before the first `Renderer`).
///
/// What is pinned, and how (Docs/Determinism.md says the same for users):
/// - the time zone: GMT, ``EnvironmentValues/timeZone``'s default: `TZ=GMT` in the process
///   environment, the system time zone reset, and `NSTimeZone.default` set, so that
///   `TimeZone.current`, `Calendar.current`, `DateFormatter()` and `Date.formatted()` read GMT
///   even if Foundation had cached the machine's zone;
/// - the locale: `en_001` (English, Gregorian), the only one swift-corelibs-foundation
///   (6.1–6.3) gives a Linux process, whatever the machine, with no API to change it. macOS
///   is pinned to it too, through the argument domain's `AppleLocale` and `AppleLanguages`
///   (read when Foundation first works out `Locale.current`), so that both systems draw the
///   same bytes. iOS in a fresh simulator is `en_US` (`6/10/24` where `en_001` writes
///   `10/06/2024`): ProofUI's own formatting uses the environment's `en_US`, and an app's
///   formatter draws iOS's text when given the environment's locale. `LANG` is `C.UTF-8`
///   (and `LC_ALL`, `LC_MESSAGES` when the machine set them), which the Foundation versions
///   that read them take as `en_001` too.
nonisolated public enum SnapshotHost {
    /// What app code reads as `Locale.current`: the same on every machine.
    public static let localeIdentifier = "en_001"
    /// What app code reads as `Locale.preferredLanguages`.
    public static let preferredLanguages = ["en-001"]
    /// The time zone app code reads as `TimeZone.current` (``EnvironmentValues/timeZone``'s default).
    public static let timeZoneIdentifier = "GMT"
    /// The POSIX locale name set in `LANG` (and `LC_ALL`, `LC_MESSAGES` when the machine set them).
    public static let posixLocale = "C.UTF-8"

    /// Pins the host for the rest of the process; later calls do nothing. Call it before the
    /// code under test reads the host: Foundation keeps the locale it first works out.
    public static func pin() {
        _ = pinned
    }

    /// True when `Locale.current` is ``localeIdentifier``: false when the locale was read
    /// before the pin on macOS, or on a Foundation that gives Linux another one.
    public static var currentLocaleIsPinned: Bool {
        pin()
        return Locale.current.identifier == localeIdentifier
    }

    /// One sentence on what app formatters made without a locale draw, for run summaries.
    public static var localeNote: String {
        pin()
        return "formatters made without a locale (DateFormatter(), .formatted()) format as \(Locale.current.identifier) "
            + "on every machine, not as iOS's en_US: give them the environment's locale (@Environment(\\.locale)) to draw iOS's text"
    }

    private static let pinned: Void = {
        setenv("TZ", timeZoneIdentifier, 1)
        tzset()
        setenv("LANG", posixLocale, 1)
        // Set only when the machine set them: they override LANG.
        for name in ["LC_ALL", "LC_MESSAGES"] where getenv(name) != nil {
            setenv(name, posixLocale, 1)
        }
        NSTimeZone.resetSystemTimeZone()
        if let zone = TimeZone(identifier: timeZoneIdentifier) {
            NSTimeZone.default = zone
        }
        #if canImport(Darwin)
        let defaults = UserDefaults.standard
        var arguments = defaults.volatileDomain(forName: UserDefaults.argumentDomain)
        arguments["AppleLocale"] = localeIdentifier
        arguments["AppleLanguages"] = preferredLanguages
        defaults.setVolatileDomain(arguments, forName: UserDefaults.argumentDomain)
        #endif
    }()
}
