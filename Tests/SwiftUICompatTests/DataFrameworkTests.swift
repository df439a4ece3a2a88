import ClockKit
import CoreLocation
import EventKit
import Foundation
import ProofRender
import ProofTesting
import SwiftData
import Testing
import WeatherKit

/// SwiftData, EventKit, WeatherKit and ClockKit files (`Views/SwiftDataViews.swift`,
/// `Views/CalendarViews.swift`) compile against the opt-in modules and behave as documented:
/// a container keeps in memory what was inserted and a query finds it, filtered and sorted;
/// an event store holds only what a test saved and never grants access; the weather service
/// reports itself unavailable.
@MainActor @Suite struct DataFrameworkTests {
    static let renderer = Renderer()

    func render(_ view: some View) throws -> Snapshot {
        var environment = EnvironmentValues()
        environment.device = .iPhone15
        environment.displayScale = 1
        return try Self.renderer.render(view, in: environment)
    }

    /// `@Query` reads the environment's container: newest trip first, and the filtered query
    /// sorted by name; without a container it finds nothing and the view shows its empty state.
    @Test func queryShowsTheContainersModels() throws {
        let previews = TripList_Previews.allPreviews
        let filled = try render(previews[0].view).textDescription
        let order = ["Kyoto, 10 nights", "Oslo, 7 nights", "Lisbon, 4 nights"].map { filled.range(of: "\"\($0)\"")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil }, "\(filled)")
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(filled.contains("\"Long: Kyoto, Oslo\""))
        let empty = try render(previews[1].view).textDescription
        #expect(empty.contains("\"No trips yet\""))
        // A private `@Query` leaves the memberwise initialiser usable from the outer view.
        #expect(try render(TripCount().modelContainer(try sampleTripContainer())).textDescription.contains("\"Trips: 3\""))
        // A property typed with an alias of the array queries the array's element.
        #expect(try render(NamedTripCount().modelContainer(try sampleTripContainer())).textDescription
                    .contains("\"Named: Kyoto, Lisbon, Oslo\""))
    }

    /// Inserts are pending until saved (fetches see them), deletes and rollbacks undo them, and
    /// a descriptor's predicate, sort, offset and limit apply in that order.
    @Test func contextInsertsFetchesAndSaves() throws {
        let container = try ModelContainer(for: Trip.self)
        let context = ModelContext(container)
        let trips = (1...5).map { Trip(name: "T\($0)", start: Date(timeIntervalSince1970: Double($0)), nights: $0) }
        for trip in trips { context.insert(trip) }
        #expect(context.hasChanges)
        #expect(trips[0].modelContext === context)
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.nights > 1 }, sortBy: [SortDescriptor(\.nights, order: .reverse)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.name) == ["T4", "T3"])
        try context.save()
        #expect(!context.hasChanges)
        // Another context of the container sees what was saved.
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 5)
        context.delete(trips[4])
        #expect(trips[4].isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 4)
        context.rollback()
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 5)
        try context.delete(model: Trip.self, where: #Predicate { $0.nights < 3 })
        try context.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["T3", "T4", "T5"])
        #expect(trips[0].modelContext == nil)
    }

    /// A model actor has a context of its own over the same container.
    @Test func modelActorSavesIntoTheContainer() async throws {
        let container = try ModelContainer(for: Trip.self)
        let importer = TripImporter(modelContainer: container)
        #expect(try await importer.importTrips(["A", "B"]) == 2)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 2)
    }

    /// An event store never grants access and holds only the events saved in it; a date-range
    /// predicate finds those overlapping the range, by start date.
    @Test func eventStoreHoldsOnlySavedEvents() throws {
        let store = EKEventStore()
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        nonisolated(unsafe) var answer: Bool?
        store.requestFullAccessToEvents { granted, _ in answer = granted }
        #expect(answer == false)
        let day = 86_400.0
        func event(_ title: String, _ startDay: Double, _ endDay: Double) -> EKEvent {
            let event = EKEvent(eventStore: store)
            event.title = title
            event.startDate = Date(timeIntervalSince1970: startDay * day)
            event.endDate = Date(timeIntervalSince1970: endDay * day)
            return event
        }
        for saved in [event("Late", 5, 6), event("Early", 1, 2), event("Outside", 20, 21)] {
            try store.save(saved, span: .thisEvent)
        }
        let undated = EKEvent(eventStore: store)
        #expect(throws: EKError.self) { try store.save(undated, span: .thisEvent) }
        let model = AgendaModel(store: store)
        model.load(from: Date(timeIntervalSince1970: 0), days: 10)
        #expect(model.events.map(\.title) == ["Early", "Late"])
        let text = try render(AgendaView(model: model)).textDescription
        for expected in ["\"Calendar access not granted\"", "\"Early\"", "\"Late\"", "EventEditView is a UIKit view: not drawn"] {
            #expect(text.contains(expected), "\(expected) in \(text)")
        }
    }

    /// The weather service reports itself unavailable; conditions read as words; a
    /// complication template's view renders as any view.
    @Test func weatherAndComplications() async throws {
        await #expect(throws: WeatherError.permissionDenied) {
            _ = try await WeatherService.shared.weather(for: CLLocation(latitude: 48.85, longitude: 2.35))
        }
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(try render(WeatherCard(condition: .scatteredThunderstorms)).textDescription.contains("\"Scattered Thunderstorms\""))
        #expect(try render(circularComplication(21).content).textDescription.contains("\"21°\""))
    }
}
