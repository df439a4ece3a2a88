// One source for the app and its snapshot tests: this file uses SwiftUI's API only. An app
// target compiles it with SwiftUI; a snapshot target compiles the same file with
// `PROOFSHEET` defined (and on Linux, where there is no SwiftUI), against ProofUI.
#if canImport(SwiftUI) && !PROOFSHEET
import SwiftUI
#else
import ProofUI
#endif

/// The rewards screen: lays out a ``RewardsViewModel`` and nothing else. Every text and
/// every choice comes from the ViewModel; the environment decides sizes, colours and
/// direction (at accessibility text sizes, rows stack their parts vertically, as iOS
/// apps do).
public struct RewardsView: View {
    public let model: RewardsViewModel

    /// The screen for `model`.
    public init(model: RewardsViewModel) {
        self.model = model
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text(model.title)
                .font(.largeTitle)
                .bold()
                .accessibilityIdentifier("rewards.title")
            CardTileView(tile: model.card)
            switch model.content {
            case let .invitation(invitation):
                InvitationView(invitation: invitation)
            case let .membership(membership):
                MembershipView(membership: membership)
            case let .blocked(notice):
                BlockedNoticeView(notice: notice)
            case let .unavailable(unavailable):
                UnavailableView(unavailable: unavailable)
            }
        }
        .padding(.horizontal, 16)
        .padding(.top, 12)
        .padding(.bottom, 28)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.systemGroupedBackground))
        .auditWaiver(.contrast, reason: "the screen keeps iOS's system colours: secondary text (3.4:1), green badges and orange icons "
            + "fall under WCAG's 4.5:1 as in the system's own apps; darker tints are a design decision to take separately")
    }
}

// MARK: - Card

/// The card, drawn as a card: product, number, holder and status on the brand colour.
struct CardTileView: View {
    let tile: RewardsViewModel.CardTile

    /// Blocked and unknown cards are shown greyed out.
    private var fill: Color {
        tile.status.tone == .positive ? Palette.brand : Palette.inactiveCard
    }

    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // At accessibility sizes the badge goes below the name, so that neither is cut.
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 8) {
                    productName
                    BadgeView(badge: tile.status)
                }
            } else {
                HStack(alignment: .top, spacing: 8) {
                    productName
                    Spacer(minLength: 8)
                    BadgeView(badge: tile.status)
                }
            }
            Spacer(minLength: 28)
            Text(tile.maskedNumber)
                .font(.system(.title2, weight: .medium))
                .foregroundStyle(Color.white)
                .lineLimit(1)
                .auditWaiver(.truncation, reason: "at the largest sizes on small phones the masked number is cut; its last four digits stay in the card's accessibility label")
            Text(tile.holderName)
                .font(.subheadline)
                .foregroundStyle(Color.white.opacity(0.8))
                .lineLimit(1)
                .auditWaiver(.truncation, reason: "a long holder name is cut to one line by design; the card details screen shows it whole")
                .padding(.top, 4)
        }
        .padding(20)
        .frame(maxWidth: .infinity, minHeight: 150, alignment: .leading)
        .background {
            // Overlays, so the decorations never size the background (a ZStack would be as
            // tall as its largest circle and leave the card's bottom unfilled).
            Rectangle().fill(fill)
                .overlay(alignment: .topTrailing) {
                    Circle().fill(Color.white.opacity(0.10)).frame(width: 220, height: 220).offset(x: 90, y: -145)
                }
                .overlay(alignment: .topTrailing) {
                    Circle().fill(Color.white.opacity(0.07)).frame(width: 160, height: 160).offset(x: 20, y: 55)
                }
        }
        .clipShape(RoundedRectangle(cornerRadius: 18))
        .accessibilityIdentifier("rewards.card")
    }

    private var productName: some View {
        Text(tile.productName)
            .font(.headline)
            .foregroundStyle(Color.white)
            .lineLimit(typeSize.isAccessibilitySize ? 2 : 1)
            .auditWaiver(.truncation, reason: "a long product name is cut by design; the card details screen shows it whole")
    }
}

/// A status label in a capsule.
struct BadgeView: View {
    let badge: RewardsViewModel.Badge

    var body: some View {
        Text(badge.text)
            .font(.caption)
            .bold()
            .foregroundStyle(Palette.color(for: badge.tone))
            .lineLimit(1)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Color.white, in: Capsule())
            .fixedSize()
    }
}

// MARK: - Invitation

struct InvitationView: View {
    let invitation: RewardsViewModel.Invitation

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            VStack(alignment: .leading, spacing: 6) {
                Text(invitation.headline).font(.title3).bold()
                Text(invitation.message).font(.body).foregroundStyle(Color.secondary)
            }
            VStack(alignment: .leading, spacing: 14) {
                ForEach(invitation.benefits, id: \.text) { benefit in
                    BenefitRow(benefit: benefit)
                }
            }
            VStack(spacing: 4) {
                PrimaryButton(button: invitation.join)
                LinkButton(button: invitation.terms)
            }
        }
        .sectionCard()
    }
}

/// One reason to join. At accessibility sizes the icon goes above the text.
struct BenefitRow: View {
    let benefit: RewardsViewModel.Benefit
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading, spacing: 8) {
                SymbolCircle(symbol: benefit.symbol, color: Palette.benefit)
                Text(benefit.text).font(.subheadline)
            }
        } else {
            HStack(alignment: .center, spacing: 12) {
                SymbolCircle(symbol: benefit.symbol, color: Palette.benefit)
                // A frame, not a spacer: a spacer would take half of the row from the text.
                Text(benefit.text).font(.subheadline).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

// MARK: - Membership

struct MembershipView: View {
    let membership: RewardsViewModel.Membership
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The rows' symbol circles' side (``SymbolCircle``).
    @ScaledMetric(relativeTo: .headline) private var symbolSide: CGFloat = SymbolCircle.baseSide

    var body: some View {
        // At accessibility sizes, parts that sit side by side go one below the other.
        let stacked = typeSize.isAccessibilitySize
        // Dividers start where the row text does: after the padding, the icon and the spacing.
        let dividerInset = stacked ? 16 : 16 + symbolSide + 12
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 8) {
                Text(membership.balanceTitle).font(.subheadline).foregroundStyle(Color.secondary)
                if stacked {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(membership.balance).font(.system(.largeTitle, weight: .bold))
                        Text(membership.balanceUnit).font(.title3).foregroundStyle(Color.secondary)
                    }
                } else {
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        // The balance is offered its width first: the unit wraps before it is cut.
                        Text(membership.balance).font(.system(.largeTitle, weight: .bold)).lineLimit(1).layoutPriority(1)
                        Text(membership.balanceUnit).font(.title3).foregroundStyle(Color.secondary)
                        Spacer(minLength: 0)
                    }
                }
                ProgressBar(progress: membership.progress).padding(.top, 4)
                Text(membership.progressText).font(.footnote).foregroundStyle(Color.secondary)
            }
            .sectionCard()
            if stacked {
                VStack(alignment: .leading, spacing: 4) {
                    Text(membership.recentTitle).font(.title3).bold()
                    if let seeAll = membership.seeAll { seeAllLink(seeAll) }
                }
                .padding(.horizontal, 4)
            } else {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    // SwiftUI offers the less flexible link its share first; the title goes first.
                    Text(membership.recentTitle).font(.title3).bold().layoutPriority(1)
                    Spacer(minLength: 8)
                    if let seeAll = membership.seeAll { seeAllLink(seeAll) }
                }
                .padding(.horizontal, 4)
            }
            if let empty = membership.emptyMessage {
                Text(empty)
                    .font(.subheadline)
                    .foregroundStyle(Color.secondary)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .sectionCard()
            } else {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(membership.rewards.indices, id: \.self) { index in
                        RewardRowView(row: membership.rewards[index])
                        if index < membership.rewards.count - 1 {
                            Divider().padding(.leading, dividerInset)
                        }
                    }
                }
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
            }
        }
    }
}

extension MembershipView {
    private func seeAllLink(_ button: RewardsViewModel.Button) -> some View {
        Text(button.title)
            .font(.body)
            .foregroundStyle(Color.accentColor)
            .accessibilityIdentifier(button.action.identifier)
    }
}

/// How far the balance is towards the next reward: the system's linear progress view.
struct ProgressBar: View {
    let progress: Double

    var body: some View {
        ProgressView(value: max(0, min(1, progress)))
            .progressViewStyle(.linear)
            .tint(Color.accentColor)
    }
}

/// One earned reward. At accessibility sizes the icon is left out and the date and points
/// go below the title.
struct RewardRowView: View {
    let row: RewardsViewModel.RewardRow
    @Environment(\.dynamicTypeSize) private var typeSize

    var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 4) {
                    Text(row.title).font(.body).lineLimit(3)
                        .auditWaiver(.truncation, reason: "merchant names are cut to fit the row; the receipt shows them whole")
                    Text(row.date).font(.footnote).foregroundStyle(Color.secondary)
                    Text(row.points).font(.body).fontWeight(.semibold).foregroundStyle(Palette.earned)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(spacing: 12) {
                    SymbolCircle(symbol: row.initial, color: Palette.merchant(row.initial))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(row.title).font(.body).lineLimit(1)
                            .auditWaiver(.truncation, reason: "merchant names are cut to fit the row; the receipt shows them whole")
                        Text(row.date).font(.footnote).foregroundStyle(Color.secondary)
                    }
                    .layoutPriority(1)
                    Spacer(minLength: 8)
                    Text(row.points).font(.body).fontWeight(.semibold).foregroundStyle(Palette.earned).lineLimit(1).fixedSize()
                }
            }
        }
        .padding(.vertical, 12)
        .padding(.horizontal, 16)
        .accessibilityIdentifier(row.action.identifier)
    }
}

// MARK: - Blocked

struct BlockedNoticeView: View {
    let notice: RewardsViewModel.BlockedNotice
    @Environment(\.dynamicTypeSize) private var typeSize
    /// The step numbers' circles: 24 points at the default size, scaled like footnotes.
    @ScaledMetric(relativeTo: .footnote) private var stepSide: CGFloat = 24

    var body: some View {
        // Read here, not in the ForEach closure below, which runs after `body` returns.
        let isAccessibilitySize = typeSize.isAccessibilitySize
        VStack(alignment: .leading, spacing: 16) {
            // At accessibility sizes the icon goes above the title, which needs the width.
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 12) {
                    SymbolCircle(symbol: "!", color: Palette.critical)
                    Text(notice.title).font(.title3).bold()
                }
            } else {
                HStack(spacing: 12) {
                    SymbolCircle(symbol: "!", color: Palette.critical)
                    Text(notice.title).font(.title3).bold().frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            Text(notice.message).font(.body).foregroundStyle(Color.secondary)
            VStack(alignment: .leading, spacing: 12) {
                ForEach(notice.steps.indices, id: \.self) { index in
                    // At accessibility sizes the number leads the text, leaving it the width.
                    if isAccessibilitySize {
                        Text("\(index + 1). " + notice.steps[index]).font(.subheadline)
                    } else {
                        HStack(alignment: .top, spacing: 12) {
                            Text("\(index + 1)")
                                .font(.footnote)
                                .bold()
                                .foregroundStyle(Color.accentColor)
                                .frame(width: stepSide, height: stepSide)
                                .background(Color.accentColor.opacity(0.14), in: Circle())
                            Text(notice.steps[index]).font(.subheadline).frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
            }
            if let note = notice.pointsNote {
                Text(note)
                    .font(.footnote)
                    .foregroundStyle(Color.secondary)
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
            }
            VStack(spacing: 4) {
                PrimaryButton(button: notice.unblock)
                LinkButton(button: notice.support)
            }
        }
        .sectionCard()
    }
}

// MARK: - Unavailable

struct UnavailableView: View {
    let unavailable: RewardsViewModel.Unavailable

    var body: some View {
        VStack(spacing: 12) {
            SymbolCircle(symbol: "!", color: Palette.warning)
            Text(unavailable.title).font(.headline).multilineTextAlignment(.center)
            Text(unavailable.message).font(.subheadline).foregroundStyle(Color.secondary).multilineTextAlignment(.center)
            PrimaryButton(button: unavailable.retry).padding(.top, 4)
        }
        .frame(maxWidth: .infinity)
        .sectionCard()
    }
}

// MARK: - Building blocks

/// A filled, full-width button.
struct PrimaryButton: View {
    let button: RewardsViewModel.Button

    var body: some View {
        Text(button.title)
            .font(.headline)
            .foregroundStyle(Color.white)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .padding(.horizontal, 16)
            .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 12))
            .accessibilityIdentifier(button.action.identifier)
    }
}

/// A borderless button in the accent colour.
struct LinkButton: View {
    let button: RewardsViewModel.Button

    var body: some View {
        Text(button.title)
            .font(.subheadline)
            .fontWeight(.semibold)
            .foregroundStyle(Color.accentColor)
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 10)
            .accessibilityIdentifier(button.action.identifier)
    }
}

/// A one-character symbol (or initial) on a tinted circle, growing with the text size.
struct SymbolCircle: View {
    let symbol: String
    let color: Color
    /// The circle's diameter at the default text size.
    static let baseSide: CGFloat = 40
    /// The diameter, scaled like headline text.
    @ScaledMetric(relativeTo: .headline) private var side: CGFloat = SymbolCircle.baseSide

    var body: some View {
        Text(symbol)
            .font(.headline)
            .foregroundStyle(color)
            .frame(width: side, height: side)
            .background(color.opacity(0.16), in: Circle())
            .accessibilityHidden(true)
    }
}

extension View {
    /// The grouped-list card every section sits on.
    func sectionCard() -> some View {
        padding(16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

/// The screen's colours: the brand's and the system's.
enum Palette {
    static let brand = Color(red: 0x3B / 255, green: 0x3F / 255, blue: 0xD8 / 255)
    static let inactiveCard = Color(red: 0x6E / 255, green: 0x6E / 255, blue: 0x76 / 255)
    static let benefit = Color.orange
    static let critical = Color.red
    static let warning = Color.orange
    static let earned = Color.green

    static func color(for tone: RewardsViewModel.Tone) -> Color {
        switch tone {
        case .positive: return Color.green
        case .critical: return Color.red
        case .neutral: return Color.gray
        }
    }

    /// A colour per merchant initial, the same on every run.
    static func merchant(_ initial: String) -> Color {
        let colors = [Color.blue, Color.purple, Color.teal, Color.pink, Color.indigo, Color.orange]
        let value = initial.unicodeScalars.first.map { Int($0.value) } ?? 0
        return colors[value % colors.count]
    }
}
