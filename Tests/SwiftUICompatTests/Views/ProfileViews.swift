import ProofUI

/// A profile screen with an ObservableObject model, a login form, a tab view, a progress card
/// and a drawn badge, written as app code is.
final class ProfileModel: ObservableObject {
    @Published var name = "Alex Morgan"
    @Published var goal = 10_000
    @Published var steps = 6_420
    @Published var prefersNotifications = true
    @Published var seasonalPhoto = Season.winter
    @Published var goalDate = Date(timeIntervalSince1970: 1_700_000_000)

    enum Season: String, CaseIterable, Identifiable {
        case spring = "🌷", summer = "🌞", autumn = "🍂", winter = "☃️"
        var id: String { rawValue }
    }
}

struct ProfileSummary: View {
    @EnvironmentObject var profile: ProfileModel
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var progress: Double { Double(profile.steps) / Double(profile.goal) }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text(profile.name)
                    .bold()
                    .font(.title)
                Text("Notifications: \(profile.prefersNotifications ? "On" : "Off")")
                Text("Goal date: ") + Text(profile.goalDate, style: .date)
                Divider()
                VStack(alignment: .leading) {
                    Text("Completed Badges")
                        .font(.headline)
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(0..<3) { index in
                                Badge(index: index)
                                    .frame(width: 80, height: 80)
                            }
                        }
                        .padding(.bottom)
                    }
                }
                ProgressView("Steps today", value: progress)
                    .tint(.purple)
                Gauge(value: progress) { Text("Goal") }
            }
            .padding()
        }
    }
}

struct Badge: View {
    var index: Int

    var body: some View {
        ZStack {
            HexagonShape()
                .fill(LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))
            Text("\(index + 1)")
                .font(.system(size: 28, weight: .bold, design: .rounded))
                .foregroundColor(.white)
        }
        .accessibilityLabel(Text("Badge \(index + 1)"))
    }
}

struct HexagonShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let width = min(rect.width, rect.height)
        let height = width
        let xOffset = (rect.width - width) / 2
        path.move(to: CGPoint(x: xOffset + width * 0.5, y: 0))
        path.addLine(to: CGPoint(x: xOffset + width, y: height * 0.25))
        path.addLine(to: CGPoint(x: xOffset + width, y: height * 0.75))
        path.addLine(to: CGPoint(x: xOffset + width * 0.5, y: height))
        path.addLine(to: CGPoint(x: xOffset, y: height * 0.75))
        path.addLine(to: CGPoint(x: xOffset, y: height * 0.25))
        path.closeSubpath()
        return path
    }
}

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 72, height: 72)
                .foregroundStyle(.tint)
            Text("Welcome back").font(.largeTitle.bold())
            TextField("Email", text: $email)
                .textFieldStyle(.roundedBorder)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .focused($focused)
            SecureField("Password", text: $password)
                .textFieldStyle(.roundedBorder)
            Button {
            } label: {
                Text("Sign In").frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(email.isEmpty)
            HStack {
                Button("Forgot password?") {}
                Spacer()
                Link("Help", destination: URL(string: "https://example.com/help")!)
            }
            .font(.footnote)
        }
        .padding(24)
        .onAppear { focused = true }
    }
}

struct HomeTabs: View {
    @State private var selection = 0
    @StateObject private var profile = ProfileModel()

    var body: some View {
        TabView(selection: $selection) {
            ProfileSummary()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(0)
            LoginView()
                .tabItem { Label("Account", systemImage: "key") }
                .tag(1)
            ContentUnavailableView("No Messages", systemImage: "tray", description: Text("Messages you receive appear here."))
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(2)
        }
        .environmentObject(profile)
    }
}

struct ProfileViews_Previews: PreviewProvider {
    static var previews: some View {
        HomeTabs()
        LoginView().previewDisplayName("Login")
        ProfileSummary()
            .environmentObject(ProfileModel())
            .previewDisplayName("Summary")
    }
}
