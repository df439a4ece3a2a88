import ProofUI

/// A 100-row inset-grouped list with icons, as issue 10's figure asks: five sections of twenty
/// rows, each an icon on a coloured rounded square, a title, a secondary value and a chevron.
struct HundredRowList: View {
    let colors: [Color] = [.blue, .green, .orange, .red, .purple]

    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<5) { section in
                    Section("Section \(section + 1)") {
                        ForEach(0..<20) { row in
                            NavigationLink {
                                Text("Detail")
                            } label: {
                                HStack(spacing: 12) {
                                    RoundedRectangle(cornerRadius: 7)
                                        .fill(colors[(section + row) % colors.count])
                                        .frame(width: 29, height: 29)
                                        .overlay { Image(systemName: "star.fill").foregroundStyle(.white) }
                                    Text("Row \(section * 20 + row + 1)")
                                    Spacer()
                                    Text("\(row * 3)").foregroundStyle(.secondary)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Hundred rows")
        }

    }
}

/// A Settings-like form of 30 rows with toggles, pickers and labels, as issue 11's figure asks.
struct SettingsForm: View {
    @State private var on = true
    @State private var choice = 1

    var body: some View {
        NavigationStack {
            Form {
                ForEach(0..<5) { section in
                    Section("Group \(section + 1)") {
                        Toggle("Switch \(section * 6 + 1)", isOn: $on)
                        Toggle("Switch \(section * 6 + 2)", isOn: .constant(false))
                        Picker("Choice \(section * 6 + 3)", selection: $choice) {
                            Text("One").tag(1)
                            Text("Two").tag(2)
                        }
                        LabeledContent("Label \(section * 6 + 4)", value: "Value")
                        Label("Item \(section * 6 + 5)", systemImage: "gear")
                        NavigationLink("Link \(section * 6 + 6)") { Text("Detail") }
                    }
                }
            }
            .navigationTitle("Settings")
        }

    }
}
