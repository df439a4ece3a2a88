import ProofUI

/// Landmarks in the style of Apple's SwiftUI tutorial: a model, a row, a list with
/// navigation, a detail screen with a map placeholder and a favorite button.
struct Landmark: Hashable, Codable, Identifiable {
    var id: Int
    var name: String
    var park: String
    var state: String
    var description: String
    var isFavorite: Bool
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1001, name: "Turtle Rock", park: "Joshua Tree National Park", state: "California",
                 description: "Suscipit inceptos est felis purus aenean aliquet adipiscing diam venenatis.", isFavorite: true),
        Landmark(id: 1002, name: "Silver Salmon Creek", park: "Lake Clark National Park and Preserve", state: "Alaska",
                 description: "Arcu at dictum sapien, mollis.", isFavorite: false),
        Landmark(id: 1003, name: "Chilkoot Trail", park: "Klondike Gold Rush National Historical Park", state: "Alaska",
                 description: "Vulputate ullamcorper.", isFavorite: true),
    ]
}

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(.green.gradient)
                .frame(width: 50, height: 50)
            Text(landmark.name)
            Spacer()
            if landmark.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(.yellow)
            }
        }
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        NavigationSplitView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        LandmarkRow(landmark: landmark)
                    }
                }
            }
            .animation(.default, value: filteredLandmarks)
            .navigationTitle("Landmarks")
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct LandmarkDetail: View {
    var landmark: Landmark
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            Color.teal.opacity(0.4)
                .frame(height: 300)
            Circle()
                .fill(Color.orange)
                .frame(width: 160, height: 160)
                .overlay { Circle().stroke(.white, lineWidth: 4) }
                .shadow(radius: 7)
                .offset(y: -130)
                .padding(.bottom, -130)
            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    FavoriteButton(isSet: $isFavorite)
                }
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                Divider()
                Text("About \(landmark.name)")
                    .font(.title2)
                Text(landmark.description)
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct LandmarkList_Previews: PreviewProvider {
    static var previews: some View {
        LandmarkList()
            .environment(ModelData())
    }
}

struct LandmarkRow_Previews: PreviewProvider {
    static let landmarks = ModelData().landmarks

    static var previews: some View {
        Group {
            LandmarkRow(landmark: landmarks[0])
            LandmarkRow(landmark: landmarks[1])
        }
        .previewLayout(.fixed(width: 300, height: 70))
    }
}

#Preview("Detail") {
    LandmarkDetail(landmark: ModelData().landmarks[0])
}
