import ProofUI

/// A settings screen in the style of Apple's sample code: a form of sections with toggles,
/// pickers, a stepper, a slider and navigation rows.
struct SettingsView: View {
    enum Appearance: String, CaseIterable, Identifiable {
        case system = "System", light = "Light", dark = "Dark"
        var id: Self { self }
    }

    @State private var notificationsEnabled = true
    @State private var soundsEnabled = false
    @State private var appearance = Appearance.system
    @State private var fontSize = 17.0
    @State private var reminders = 3
    @State private var username = "Taylor"

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Username", text: $username)
                    NavigationLink("Privacy") { Text("Privacy") }
                    LabeledContent("Plan", value: "Family")
                }
                Section {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                    Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Reminders repeat until you mark a task done.")
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
                    }
                    Slider(value: $fontSize, in: 12...24) { Text("Font size") }
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Done") {}
                }
            }
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
        SettingsView().preferredColorScheme(.dark).previewDisplayName("Dark")
    }
}
