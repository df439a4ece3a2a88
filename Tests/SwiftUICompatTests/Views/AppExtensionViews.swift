import ProofUI

/// What apps declare for themselves on SwiftUI and UIKit types, and Swift's object literals,
/// as view files write them: ProofUI declares none of these extensions, so the app's own are
/// used and no call is ambiguous.
extension Color {
    init(hex: UInt, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255, opacity: alpha)
    }

    init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        self.init(hex: UInt(digits, radix: 16) ?? 0)
    }
}

extension UIColor {
    var color: Color { Color(self) }
}

/// A swatch row as iOS 13-era files write it: colour literals through `Color(_:)`,
/// `Color(uiColor:)`, a `UIColor` constant and the app's own `.color`, and hex colours.
struct LiteralSwatches: View {
    static let brand: UIColor = #colorLiteral(red: 1, green: 0.5019607843, blue: 0, alpha: 1)

    var body: some View {
        HStack(spacing: 0) {
            Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)).frame(width: 10, height: 10)
            Color(uiColor: #colorLiteral(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)).frame(width: 10, height: 10)
            Color(Self.brand).frame(width: 10, height: 10)
            #colorLiteral(red: 0, green: 0.5019607843, blue: 0.5019607843, alpha: 1).color.frame(width: 10, height: 10)
            Color(hex: 0x123456).frame(width: 10, height: 10)
            Color(hex: "#abcdef").frame(width: 10, height: 10)
            Image(uiImage: #imageLiteral(resourceName: "missing-asset")).frame(width: 10, height: 10)
        }
    }
}
