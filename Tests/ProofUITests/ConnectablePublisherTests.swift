import Foundation
import Testing
@testable import ProofUI

/// `Timer.publish(…).autoconnect()` is Combine's `Publishers.Autoconnect`, whose `upstream`
/// is the timer's connectable publisher (`timer.upstream.connect().cancel()` stops a timer);
/// no tick arrives in a snapshot, so a view shows its initial state.
@Suite struct ConnectablePublisherTests {
    struct Countdown: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var remaining = 10
        var body: some View {
            Text("\(remaining)")
                .onReceive(timer) { _ in
                    if remaining == 0 { timer.upstream.connect().cancel() } else { remaining -= 1 }
                }
        }
    }

    @Test func autoconnectKeepsItsUpstream() {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let upstream: Timer.TimerPublisher = timer.upstream
        upstream.connect().cancel()
        #expect(type(of: timer) == Publishers.Autoconnect<Timer.TimerPublisher>.self)
    }

    @MainActor @Test func aViewReceivingTicksShowsItsInitialState() throws {
        #expect(try describe(Countdown()).contains("\"10\""))
    }
}
