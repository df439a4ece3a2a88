import ProofRender
import ProofUI

/// A typical screen: a title, a profile card with an avatar image, a progress bar, a list of
/// three rows with rounded icons and dividers, a button: 10 text blocks, one image, rounded
/// rectangles, capsules and a circle clip; 52 views written (stacks, shapes, texts, the
/// image, spacers, dividers, each modifier counted once).
struct RewardsScreen: View {
    struct Row {
        var title: String
        var detail: String
        var color: Color
    }

    let avatar: Bitmap
    let rows = [
        Row(title: "Free coffee", detail: "250 points", color: .orange),
        Row(title: "Cinema ticket", detail: "900 points", color: .purple),
        Row(title: "Bookshop voucher", detail: "1,200 points", color: .teal),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Rewards").font(.largeTitle).bold()
            HStack(spacing: 12) {
                Image(bitmap: avatar, scale: 3)
                    .resizable()
                    .scaledToFill()
                    .frame(width: 56, height: 56)
                    .clipShape(Circle())
                VStack(alignment: .leading, spacing: 4) {
                    Text("Alex Morgan").font(.headline)
                    Text("Gold member since 2021 · 1,250 points to spend this month").font(.subheadline)
                        .foregroundStyle(Color.secondary)
                }
            }
            .padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemGray5)).frame(height: 8)
                Capsule().fill(Color.accentColor).frame(width: 220, height: 8)
            }
            VStack(spacing: 0) {
                ForEach(rows, id: \.title) { row in
                    HStack(spacing: 12) {
                        RoundedRectangle(cornerRadius: 8).fill(row.color).frame(width: 32, height: 32)
                        Text(row.title)
                        Spacer()
                        Text(row.detail).foregroundStyle(Color.secondary)
                        Capsule().fill(Color(.tertiaryLabel)).frame(width: 6, height: 12)
                    }
                    .padding(.vertical, 10)
                    .padding(.horizontal, 16)
                    Divider().padding(.leading, 60)
                }
            }
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
            Spacer()
            Text("Redeem points").font(.headline).foregroundStyle(Color.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 14)
                .background(Color.accentColor, in: Capsule())
                .accessibilityIdentifier("redeem")
        }
        .padding(.horizontal, 16)
    }

    static func makeAvatar() -> Bitmap {
        var bitmap = Bitmap(width: 168, height: 168)
        for y in 0..<168 {
            for x in 0..<168 {
                bitmap[x, y] = RGBA8(r: UInt8(80 + x * 150 / 167), g: UInt8(60 + y * 100 / 167), b: 200)
            }
        }
        return bitmap
    }
}
