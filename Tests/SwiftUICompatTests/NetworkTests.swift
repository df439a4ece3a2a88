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
}
