// `import WeatherKit` on Linux, for SwiftUI apps' files that write it: the weather service
// and its data types. A snapshot has no network and no WeatherKit entitlement: every request
// throws `WeatherError.permissionDenied`, so a view shows the state it has before an answer;
// the data types exist so that a test or preview can build its own values
// (Docs/SwiftUI/Frameworks.md). Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's WeatherKit is used.
@_exported import CoreLocation
@_exported import Foundation
@_exported import ProofUI

/// Why a weather request failed (WeatherKit's `WeatherError`).
public enum WeatherError: LocalizedError, Sendable {
    case permissionDenied, unknown

    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "WeatherKit is not available in a snapshot (no entitlement, no network)"
        case .unknown: "Unknown WeatherKit error"
        }
    }
}

/// A weather condition (WeatherKit's `WeatherCondition`).
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle, freezingRain, frigid
    case hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain
    case scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy, wintryMix

    /// The case's name in words ("Partly Cloudy"); Apple's localized strings are not reproduced.
    public var description: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase { words += " " }
            words.append(character)
        }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    public var accessibilityDescription: String { description }
}

/// Which datasets a request includes (WeatherKit's `WeatherQuery`).
public struct WeatherQuery<T>: Sendable {
    let name: String
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery<CurrentWeather>(name: "current") }
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery<Forecast<MinuteWeather>?>(name: "minute") }
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>(name: "hourly") }
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>(name: "daily") }
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery<[WeatherAlert]?>(name: "alerts") }
}

/// The weather service (WeatherKit's `WeatherService`): every request throws
/// `WeatherError.permissionDenied` here.
public final class WeatherService: Sendable {
    public static let shared = WeatherService()
    public init() {}

    public func weather(for location: CLLocation) async throws -> Weather { throw WeatherError.permissionDenied }
    public func weather<T: Sendable>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw WeatherError.permissionDenied
    }
    public func weather<T1: Sendable, T2: Sendable>(for location: CLLocation, including dataSet1: WeatherQuery<T1>,
                                                    _ dataSet2: WeatherQuery<T2>) async throws -> (T1, T2) {
        throw WeatherError.permissionDenied
    }
    public var attribution: WeatherAttribution { get async throws { throw WeatherError.permissionDenied } }
}

/// The weather data's source (WeatherKit's `WeatherAttribution`).
public struct WeatherAttribution: Sendable {
    public let serviceName: String
    public let legalPageURL: URL
    public let combinedMarkLightURL: URL
    public let combinedMarkDarkURL: URL
    public let squareMarkURL: URL
    public let legalAttributionText: String?
}

/// A forecast's entries (WeatherKit's `Forecast`).
public struct Forecast<Element: Sendable>: RandomAccessCollection, Sendable {
    public let forecast: [Element]
    public init(forecast: [Element]) { self.forecast = forecast }
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The weather at a location (WeatherKit's `Weather`).
public struct Weather: Sendable {
    public var currentWeather: CurrentWeather
    public var minuteForecast: Forecast<MinuteWeather>?
    public var hourlyForecast: Forecast<HourWeather>
    public var dailyForecast: Forecast<DayWeather>
    public var weatherAlerts: [WeatherAlert]?
}

/// The current conditions (WeatherKit's `CurrentWeather`).
public struct CurrentWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var apparentTemperature: Measurement<UnitTemperature>
    public var humidity: Double
    public var cloudCover: Double
    public var isDaylight: Bool
    public var uvIndex: UVIndex
    public var wind: Wind
}

/// One hour of a forecast (WeatherKit's `HourWeather`).
public struct HourWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var temperature: Measurement<UnitTemperature>
    public var precipitationChance: Double
    public var isDaylight: Bool
}

/// One day of a forecast (WeatherKit's `DayWeather`).
public struct DayWeather: Sendable {
    public var date: Date
    public var condition: WeatherCondition
    public var symbolName: String
    public var highTemperature: Measurement<UnitTemperature>
    public var lowTemperature: Measurement<UnitTemperature>
    public var precipitationChance: Double
}

/// One minute of precipitation (WeatherKit's `MinuteWeather`).
public struct MinuteWeather: Sendable {
    public var date: Date
    public var precipitationChance: Double
    public var precipitationIntensity: Measurement<UnitSpeed>
}

/// A severe weather alert (WeatherKit's `WeatherAlert`).
public struct WeatherAlert: Sendable {
    public var summary: String
    public var region: String?
    public var source: String
    public var detailsURL: URL
}

/// The UV index (WeatherKit's `UVIndex`).
public struct UVIndex: Sendable {
    public var value: Int
}

/// The wind (WeatherKit's `Wind`).
public struct Wind: Sendable {
    public var speed: Measurement<UnitSpeed>
    public var direction: Measurement<UnitAngle>
    public var gust: Measurement<UnitSpeed>?
}
