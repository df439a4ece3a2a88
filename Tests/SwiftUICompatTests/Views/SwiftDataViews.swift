import Foundation
import ProofUI
import SwiftData

// SwiftData as apps write it: `@Model` classes with attributes, a relationship and a transient
// property, `@Query` sorted and filtered, the environment's `modelContext`, `@Bindable`, a
// model actor, and a preview that fills an in-memory container.
@Model
final class Trip {
    @Attribute(.unique) var name: String
    var start: Date
    var nights: Int
    @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
    @Transient var isSelected = false

    init(name: String, start: Date, nights: Int) {
        self.name = name
        self.start = start
        self.nights = nights
    }
}

@Model
final class Stop {
    var place: String
    var trip: Trip?

    init(place: String) { self.place = place }
}

struct TripList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Trip.start, order: .reverse) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.nights >= 7 }, sort: [SortDescriptor(\Trip.name)]) private var longTrips: [Trip]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Trips").font(.headline)
            if trips.isEmpty {
                Text("No trips yet")
            } else {
                ForEach(trips) { trip in
                    Text("\(trip.name), \(trip.nights) nights")
                }
                Text("Long: " + longTrips.map(\.name).joined(separator: ", "))
            }
        }
        .padding()
    }
}

struct TripEditor: View {
    @Bindable var trip: Trip

    var body: some View {
        Form {
            TextField("Name", text: $trip.name)
            Stepper("\(trip.nights) nights", value: $trip.nights, in: 1...30)
        }
    }
}

@ModelActor
actor TripImporter {
    func importTrips(_ names: [String]) throws -> Int {
        for (index, name) in names.enumerated() {
            modelContext.insert(Trip(name: name, start: Date(timeIntervalSince1970: Double(index) * 86_400), nights: index + 1))
        }
        try modelContext.save()
        return try modelContext.fetchCount(FetchDescriptor<Trip>())
    }
}

/// Three trips in an in-memory container, as a preview fills one.
@MainActor
func sampleTripContainer() throws -> ModelContainer {
    let container = try ModelContainer(for: Trip.self, Stop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let day = 86_400.0
    container.mainContext.insert(Trip(name: "Lisbon", start: Date(timeIntervalSince1970: 10 * day), nights: 4))
    container.mainContext.insert(Trip(name: "Kyoto", start: Date(timeIntervalSince1970: 30 * day), nights: 10))
    container.mainContext.insert(Trip(name: "Oslo", start: Date(timeIntervalSince1970: 20 * day), nights: 7))
    return container
}

struct TripList_Previews: PreviewProvider {
    static var previews: some View {
        TripList().modelContainer(try! sampleTripContainer())
        TripList()
    }
}

/// A view whose query is private, made through its memberwise initialiser by another type, as
/// SwiftUI views are.
struct TripCount: View {
    var body: some View { Count(title: "Trips") }

    struct Count: View {
        var title: String
        @Query private var trips: [Trip]

        var body: some View { Text("\(title): \(trips.count)") }
    }
}

/// Apps name their result arrays (`typealias Trips = [Trip]`); `@Query` takes the named type.
typealias Trips = [Trip]

struct NamedTripCount: View {
    @Query(sort: \Trip.name) private var trips: Trips

    var body: some View { Text("Named: " + trips.map(\.name).joined(separator: ", ")) }
}
