import Foundation
import Testing
import ProofRender
import ProofUI

// The example screen of Docs/Views.md, verbatim, and the test that keeps its picture
// (Docs/proofui-example.png) and description true. Regenerate the picture after a change with
// PROOF_WRITE_DOCS=1 swift test --filter ReadmeExampleTests

struct Reward: Identifiable {
    let id: String
    let title: String
    let points: Int
    let color: Color
}

struct RewardsViewModel {
    let member: String
    let balance: Int
    let goal: Int
    let rewards: [Reward]
}

struct RewardsView: View {
    let model: RewardsViewModel

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(spacing: 12) {
                Circle()
                    .fill(.indigo)
                    .frame(width: 48, height: 48)
                    .overlay { Text(String(model.member.prefix(1))).font(.title2).bold().foregroundStyle(.white) }
                VStack(alignment: .leading, spacing: 2) {
                    Text(model.member).font(.headline)
                    Text("\(model.balance) points").foregroundStyle(.secondary)
                }
                Spacer()
                Text("GOLD").font(.caption).bold()
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(.yellow, in: Capsule())
            }
            VStack(alignment: .leading, spacing: 8) {
                Text("\(model.goal - model.balance) points to your next reward").font(.subheadline)
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemGray5))
                    Capsule().fill(.tint).flexStyle { $0.width = .percent(100 * Double(model.balance) / Double(model.goal)) }
                }
                .frame(height: 8)
            }
            VStack(spacing: 0) {
                ForEach(model.rewards) { reward in
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 8).fill(reward.color).frame(width: 36, height: 36)
                        Text(reward.title)
                        Spacer()
                        Text("\(reward.points)").foregroundStyle(.secondary)
                    }
                    .padding(12)
                    if reward.id != model.rewards.last?.id {
                        Divider().padding(.leading, 60)
                    }
                }
            }
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
            Spacer()
            Text("Redeem points")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(.tint, in: Capsule())
                .accessibilityIdentifier("redeem")
        }
        .padding(20)
    }
}

extension RewardsViewModel {
    static let sample = RewardsViewModel(member: "Alex Morgan", balance: 1250, goal: 2000, rewards: [
        Reward(id: "coffee", title: "Free coffee", points: 250, color: .orange),
        Reward(id: "cinema", title: "Cinema ticket", points: 900, color: .purple),
        Reward(id: "books", title: "Bookshop voucher", points: 1200, color: .teal),
    ])
}

@Suite struct ReadmeExampleTests {
    @Test func pictureInTheDocsIsWhatTheExampleRenders() throws {
        let renderer = Renderer()
        var environment = EnvironmentValues()
        environment.device = .iPhoneSE
        let snapshot = try renderer.render(RewardsView(model: .sample), in: environment)
        #expect(snapshot.missingCharacters.isEmpty)
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/proofui-example.png")
        if ProcessInfo.processInfo.environment["PROOF_WRITE_DOCS"] == "1" {
            try Data(PNG.encode(snapshot.bitmap)).write(to: docs)
        }
        let stored = try PNG.decode(fileAt: docs.standardizedFileURL.path)
        #expect(stored == snapshot.bitmap, "Docs/proofui-example.png is out of date: PROOF_WRITE_DOCS=1 swift test --filter ReadmeExampleTests")
    }
}
