import Foundation
import Testing
import ProofRender
@testable import ProofUI

struct ScratchScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Rewards").font(.largeTitle).bold()
            Text("You have 1,250 points. Redeem them for coffee, books and more before they expire at the end of the month.")
                .foregroundStyle(Color.secondary)
            HStack {
                Circle().fill(Color.orange).frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Gold member").font(.headline)
                    Text("Since 2021").font(.subheadline).foregroundStyle(Color.secondary)
                }
                Spacer()
                Text("1,250").font(.title2).bold()
            }
            .padding()
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
            Divider()
            ZStack(alignment: .bottomTrailing) {
                RoundedRectangle(cornerRadius: 16).fill(Color.blue).frame(height: 120)
                Text("Redeem").foregroundStyle(Color.white).padding(12)
            }
            Spacer()
            Text("Terms apply").font(.footnote).frame(maxWidth: .infinity)
        }
        .padding()
    }
}

@Suite struct ScratchTests {
    @Test func scratch() throws {
        let renderer = Renderer()
        let snapshot = try renderer.render(ScratchScreen())
        print(snapshot.textDescription)
        try Data(PNG.encode(snapshot.bitmap)).write(to: URL(fileURLWithPath: "/tmp/ui-scratch.png"))
    }
}
