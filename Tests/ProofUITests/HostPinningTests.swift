import Foundation
import Testing
import ProofRender
import ProofSnapshots
import ProofTesting
@testable import ProofUI

/// A view that formats with the host, as app code does: formatters made without a locale or
/// time zone, `.formatted()`, `TimeZone.current`, `Calendar.current`, `Locale.current`.
struct HostFormattedView: View {
    /// 2024-06-10 06:13:20 UTC: another day in Pacific/Kiritimati (UTC+14).
    static let date = Date(timeIntervalSince1970: 1_718_000_000)

    var body: some View {
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .short
        dateFormatter.timeStyle = .short
        let numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .decimal
        return VStack(alignment: .leading, spacing: 4) {
            Text(dateFormatter.string(from: Self.date))
            Text(Self.date.formatted(date: .abbreviated, time: .shortened))
            Text(numberFormatter.string(from: 1234.5) ?? "")
            Text((1234.5).formatted())
            Text("zone \(TimeZone.current.identifier), calendar \(Calendar.current.timeZone.identifier) hour \(Calendar.current.component(.hour, from: Self.date))")
            Text("locale \(Locale.current.identifier) \(Locale.preferredLanguages.joined(separator: ","))")
        }
        .padding(8)
    }
}

/// The host is pinned while snapshots render: the same suite, run in child processes under
/// another `TZ` and `LANG`, records the same bytes.
@Suite struct HostPinningTests {
    static let fixtureVariable = "PROOF_HOST_PINNING_FIXTURE"

    /// Records the host-formatted view's picture and description into the folder the parent
    /// names; runs only as ``theSameSuiteGivesTheSameBytesUnderAnyTimeZoneAndLocale()``'s child.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[fixtureVariable] != nil))
    func hostFormattedFixture() throws {
        let root = try #require(ProcessInfo.processInfo.environment[Self.fixtureVariable])
        let service = ScreenshotService(referencesRoot: root + "/References", artifactsRoot: root + "/artifacts", suite: "Host",
                                        recordMode: .all, packageRoot: root, run: RunContext(id: "host-pinning"))
        let snapshot = try Renderer().render(HostFormattedView(), in: scaleOne(), size: .fixed(width: 320, height: 170))
        _ = try service.verify(snapshot.bitmap, named: "formatted")
        _ = try service.verifyText(snapshot.textDescription, named: "formatted")
    }

    @Test func theSameSuiteGivesTheSameBytesUnderAnyTimeZoneAndLocale() throws {
        let hosts = [["TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"],
                     ["TZ": "UTC", "LANG": "C"]]
        var recorded: [[String: [UInt8]]] = []
        for host in hosts {
            let folder = NSTemporaryDirectory() + "proof-host-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: folder) }
            // This test process's own executable runs the fixture, as `swift test` runs it.
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--testing-library", "swift-testing", "--filter", "HostPinningTests/hostFormattedFixture"]
            var environment = ProcessInfo.processInfo.environment
            environment["LC_ALL"] = nil
            environment.merge(host) { $1 }
            environment[Self.fixtureVariable] = folder
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            var files: [String: [UInt8]] = [:]
            for name in ["formatted.png", "formatted.txt"] {
                let data = try #require(FileManager.default.contents(atPath: folder + "/References/Host/" + name), "\(host): \(name) not recorded")
                files[name] = Array(data)
            }
            recorded.append(files)
        }
        #expect(recorded[0] == recorded[1], "the bytes differ between \(hosts[0]) and \(hosts[1])")
        let description = String(decoding: recorded[0]["formatted.txt"] ?? [], as: UTF8.self)
        // The pinned time zone is GMT whatever TZ says: 06:13 UTC is hour 6, and the formatters agree.
        #expect(description.contains("zone GMT, calendar GMT hour 6"), "\(description)")
        #expect(description.contains("6:13"), "\(description)")
        // The locale is the same on every machine: Linux's Foundation allows no other.
        #expect(description.contains("locale en_001 en-001"), "\(description)")
    }

    @Test func theHostIsPinnedOnceARendererExists() {
        _ = Renderer()
        #expect(TimeZone.current.identifier == SnapshotHost.timeZoneIdentifier)
        #expect(Calendar.current.timeZone.identifier == SnapshotHost.timeZoneIdentifier)
        #expect(DateFormatter().timeZone.identifier == SnapshotHost.timeZoneIdentifier)
        #expect(DateFormatter().locale == Locale.current)
        #expect(Locale.current.identifier == SnapshotHost.localeIdentifier)
        #expect(SnapshotHost.currentLocaleIsPinned)
        #expect(Locale.preferredLanguages == SnapshotHost.preferredLanguages)
        #expect(Calendar.current.identifier == .gregorian)
        #expect(SnapshotHost.localeNote.contains("as en_001 on every machine"))
    }
}
