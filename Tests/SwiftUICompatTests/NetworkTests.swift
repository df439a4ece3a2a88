import Foundation
import Network
import Testing

/// `NWPathMonitor` as apps' offline banners use it: online over Wi-Fi in a snapshot, the
/// update handler never called.
@Suite struct NetworkTests {
    @Test func aMonitorIsOnlineOverWiFiAndNeverCalled() {
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let monitor = NWPathMonitor()
        monitor.pathUpdateHandler = { _ in calls.count += 1 }
        monitor.start(queue: DispatchQueue(label: "network"))
        let path = monitor.currentPath
        #expect(path.status == .satisfied && path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular))
        #expect(!path.isExpensive && !path.isConstrained && calls.count == 0 && monitor.queue != nil)
        let cellular = NWPathMonitor(requiredInterfaceType: .cellular).currentPath
        #expect(cellular.usesInterfaceType(.cellular) && cellular.isExpensive)
        monitor.cancel()
    }

    /// iOS 17's `for await path in monitor`: the current path, then the end (a snapshot has no
    /// changes to wait for), as the connectivity watchers of real apps iterate it.
    @Test func iteratingAMonitorGivesTheCurrentPathOnceThenEnds() async {
        let monitor = NWPathMonitor(requiredInterfaceType: .cellular)
        var statuses: [NWPath.Status] = []
        for await path in monitor {
            statuses.append(path.status)
            #expect(path.usesInterfaceType(.cellular) && path.isExpensive)
        }
        #expect(statuses == [.satisfied])
    }
}
