import ProofUI
import UIKit

/// UIKit names as SwiftUI files on iOS use them with `import SwiftUI` alone: a rounded-corner
/// shape built with `UIBezierPath`, UIKit colours and fonts, the screen's width, the device's
/// idiom, haptics in actions, and a UIKit view wrapped with `UIViewRepresentable`.
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

extension UIColor {
    convenience init(hex: UInt32) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }

    static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(hex: 0x5E5CE6) : UIColor(hex: 0x3634A3)
    }
}

final class GradientView: UIView {}

struct GradientBackground: UIViewRepresentable {
    func makeUIView(context: Context) -> GradientView {
        let view = GradientView()
        view.backgroundColor = .systemIndigo
        return view
    }

    func updateUIView(_ uiView: GradientView, context: Context) {}
}

struct PromoCard: View {
    let title: String
    private let haptics = UIImpactFeedbackGenerator(style: .medium)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
                .foregroundColor(Color(uiColor: .label))
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "On iPad" : "On iPhone")
                .font(Font(UIFont.systemFont(ofSize: 13, weight: .semibold)))
                .foregroundColor(Color(UIColor.secondaryLabel))
            Button("Get started") {
                haptics.impactOccurred()
            }
            .buttonStyle(.borderedProminent)
            .tint(Color(uiColor: .brand))
            Path { path in
                path.move(to: CGPoint(x: 0, y: 1))
                path.addLine(to: CGPoint(x: 120, y: 1))
            }
            .stroke(Color.orange, lineWidth: 2)
            .frame(height: 2)
            GradientBackground()
                .frame(height: 24)
        }
        .padding()
        .frame(width: UIScreen.main.bounds.width - 32, alignment: .leading)
        .background(Color(.secondarySystemBackground))
        .cornerRadius(20, corners: [.topLeft, .bottomRight])
    }
}

struct PromoCard_Previews: PreviewProvider {
    static var previews: some View {
        PromoCard(title: "Rewards for every order")
    }
}
