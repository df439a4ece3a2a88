// Status: partial — a user's tab customization is stored and read back; a snapshot draws the tabs as written (no user reordering or hiding).

/// The tabs a user hid or moved in a sidebar-adaptable tab view (SwiftUI's
/// `TabViewCustomization`, iOS 18). A snapshot has no user: tabs are drawn as written and the
/// visibilities set here are stored, read back and compared, not drawn.
nonisolated public struct TabViewCustomization: Equatable, Codable, Sendable {
    var visibilities: [String: Visibility] = [:]

    /// An empty customization: every tab as the app wrote it.
    public init() {}

    /// The visibility a user chose for the tab or section with `customizationID` `id`.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue }
    }

    /// Forgets every visibility the user chose.
    public mutating func resetVisibility() { visibilities = [:] }

    enum CodingKeys: String, CodingKey { case visibilities }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decode([String: String].self, forKey: .visibilities)
        visibilities = names.compactMapValues { name in
            Visibility.allCases.first { "\($0)" == name }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(visibilities.mapValues { "\($0)" }, forKey: .visibilities)
    }
}

nonisolated extension View {
    /// Stores a user's tab customization in `customization` (iOS 18). A snapshot draws the tabs
    /// as written.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
}
