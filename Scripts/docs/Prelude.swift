// What the documentation's snippets take as given: values and types a reader's own code
// would have. Compiled with every snippet by Scripts/docs/check-snippets.py.
import Foundation
import ProofLayout
import ProofRender
import ProofTesting
import ProofText
import RewardsExample

let bitmap = Bitmap(width: 4, height: 4, fill: .white)
let path = "References/Cards/expired.png"
let cache = GlyphMaskCache()
let list = DisplayList()
let service = ScreenshotService(referencesRoot: "References", artifactsRoot: ".build/proof", suite: "Docs")

enum CardState: String, CaseIterable, Sendable {
    case active, expired, blocked
}

enum BadgeState: CaseIterable, Sendable {
    case new, popular
}

struct CardModel: Sendable {
    var holder: String
}

let shortModel = CardModel(holder: "Ann")
let longModel = CardModel(holder: "Maximiliane Alexandra von Hohenberg")

struct RewardsInput: Sendable {
    var status: CardStatus
    var enrolled: Bool
    var name: String

    init(_ status: CardStatus, _ enrolled: Bool, _ name: String) {
        self.status = status
        self.enrolled = enrolled
        self.name = name
    }
}

struct BadgeView: View {
    let state: BadgeState
    var body: some View { Text(state == .new ? "New" : "Popular").padding(4) }
}

struct CardView: View {
    let state: CardState
    var body: some View { Text(state.rawValue).padding() }
}

struct SettingsView: View {
    var body: some View { Form { Toggle("Notifications", isOn: .constant(true)) } }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View { SettingsView() }
}
