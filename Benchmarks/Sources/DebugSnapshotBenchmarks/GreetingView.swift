// The README tutorial's view, shared with Benchmarks/ConsumerBuild/measure.sh, which copies
// this file into the consumer package it writes.
import ProofUI

struct GreetingViewModel: Sendable {
    let title: String
    let message: String
    let isMember: Bool
}

/// The README tutorial's view.
struct GreetingView: View {
    let model: GreetingViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(model.title).font(.title2).bold()
            Text(model.message).foregroundStyle(Color.secondary)
            if model.isMember {
                Text("Member").font(.caption).bold().foregroundStyle(Color.white)
                    .padding(.horizontal, 8).padding(.vertical, 2)
                    .background(Color.orange, in: Capsule())
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
