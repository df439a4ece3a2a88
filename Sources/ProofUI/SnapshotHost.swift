import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host a snapshot draws on: what app code reads through `TimeZone.current`,
/// `Calendar.current`, `Locale.current`, `Locale.preferredLanguages` and formatters made
/// without a locale or time zone (`DateFormatter()`, `NumberFormatter()`, `.formatted()`),
/// pinned to the snapshot environment's values (a fresh iOS simulator's en_US and Gregorian
/// calendar, in GMT as ``EnvironmentValues/timeZone``), so that the machine's `TZ`, `LANG`
/// or region never reaches a picture.
///
/// ``Renderer`` pins the host when it is made, once per process; call ``pin()`` yourself
/// before test code that formats with the host outside a render (a view model built with
/// `DateFormatter()` before the first `Renderer`).
///
/// What is pinned, and how (Docs/Determinism.md says the same for users):
/// - the time zone, everywhere: `TZ=GMT` in the process environment, the system time zone
///   reset, and `NSTimeZone.default` set, so that `TimeZone.current`, `Calendar.current`,
///   `DateFormatter()` and `Date.formatted()` read GMT even if Foundation had cached the
///   machine's zone;
/// - the locale on macOS: the argument domain's `AppleLocale` (`en_US`) and `AppleLanguages`
///   (`en-US`), which Foundation reads when it first works out `Locale.current`;
/// - the locale on Linux: swift-corelibs-foundation (6.1–6.3) gives every Linux process
///   `Locale.current` = `en_001` and `Locale.preferredLanguages` = `["en-001"]` whatever the
///   machine, so nothing of the host leaks, but it is not en_US (`10/06/2024` for iOS's
///   `6/10/24`) and no API can change it: ``currentLocaleIsPinned`` says so. `LANG`,
///   `LC_ALL` and `LC_MESSAGES` are set to `en_US.UTF-8` all the same, for the Foundation
///   versions that read them.
nonisolated public enum SnapshotHost {
    /// The locale app code should read as `Locale.current`: iOS's in a fresh simulator.
    public static let localeIdentifier = "en_US"
    /// The time zone app code reads as `TimeZone.current` (``EnvironmentValues/timeZone``'s default).
    public static let timeZoneIdentifier = "GMT"
    /// The POSIX locale name set in `LANG` (and `LC_ALL`, `LC_MESSAGES` when the machine set them).
    public static let posixLocale = "en_US.UTF-8"

    /// Pins the host for the rest of the process; later calls do nothing. Call it before the
    /// code under test reads the host: Foundation keeps the locale it first works out.
    public static func pin() {
        _ = pinned
    }

    /// True when `Locale.current` is ``localeIdentifier``: false on Linux, whose Foundation
    /// fixes it to `en_001`, and on macOS when the locale was read before the pin.
    public static var currentLocaleIsPinned: Bool {
        pin()
        return Locale.current.identifier == localeIdentifier
    }

    /// One sentence on what app formatters made without a locale use here, for run summaries.
    public static var localeNote: String? {
        if currentLocaleIsPinned { return nil }
        return "formatters made without a locale (DateFormatter(), .formatted()) format as \(Locale.current.identifier), "
            + "not iOS's \(localeIdentifier): this Foundation fixes Locale.current; set the formatter's locale "
            + "from @Environment(\\.locale) to draw what iOS draws"
    }

    private static let pinned: Void = {
        setenv("TZ", timeZoneIdentifier, 1)
        tzset()
        setenv("LANG", posixLocale, 1)
        // Set only when the machine set them: they override LANG, and a name the machine has
        // no locale for makes some child processes warn.
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
        arguments["AppleLanguages"] = ["en-US"]
        defaults.setVolatileDomain(arguments, forName: UserDefaults.argumentDomain)
        #endif
    }()
}
