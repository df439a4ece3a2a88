import ProofRender
@testable import ProofUI

/// Views rendered by the pixel and determinism tests.
enum Fixtures {
    /// Shapes, colours, clips, borders and opacity: everything but text.
    struct Shapes: View {
        var body: some View {
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 8).fill(Color.orange).frame(width: 30, height: 30)
                Circle().stroke(Color.blue, lineWidth: 3).frame(width: 30, height: 30)
                Capsule().fill(Color.green).frame(width: 44, height: 20).opacity(0.5)
                Color.purple.frame(width: 30, height: 30).clipShape(Circle()).border(Color.black, width: 2)
                Ellipse().fill(Color(.systemGray3)).frame(width: 30, height: 18)
            }
            .padding(8)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12, style: .circular))
        }
    }

    /// A list row component: text of several styles, an image, a badge overlay.
    struct Row: View {
        var title = "Cinema ticket"
        var detail = "Valid in every cinema of the network until the end of the year."
        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                Image("avatar", bundle: .module).resizable().frame(width: 40, height: 40).cornerRadius(8)
                    .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 10, height: 10).offset(x: 4, y: -4) }
                VStack(alignment: .leading, spacing: 2) {
                    Text(title).font(.headline)
                    Text(detail).font(.subheadline).foregroundStyle(Color.secondary).lineLimit(2)
                }
                Spacer(minLength: 0)
                Text("900").font(.callout.bold()).foregroundStyle(Color.accentColor)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .accessibilityLabel("Cinema ticket, 900 points")
        }
    }

    /// A whole screen.
    struct Screen: View {
        var body: some View {
            ZStack {
                Color(.systemGroupedBackground).ignoresSafeArea()
                VStack(alignment: .leading, spacing: 16) {
                    Text("Rewards").font(.largeTitle).bold()
                    Row().background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
                    Shapes()
                    Spacer()
                    Text("Redeem").font(.headline).foregroundStyle(Color.white)
                        .frame(maxWidth: .infinity).padding(.vertical, 14)
                        .background(Color.accentColor, in: Capsule())
                        .accessibilityIdentifier("redeem")
                }
                .padding(.horizontal, 16)
            }
        }
    }
}
