import ClockKit
import EventKit
import EventKitUI
import Foundation
import ProofUI
import WeatherKit

// EventKit, EventKitUI, WeatherKit and ClockKit as apps use them: an agenda over an event
// store, the event editor in a representable, a weather card, and a complication template.
@MainActor
final class AgendaModel: ObservableObject {
    let store: EKEventStore
    @Published var events: [EKEvent] = []
    @Published var granted = false

    init(store: EKEventStore) {
        self.store = store
    }

    func load(from start: Date, days: Int) {
        let end = start.addingTimeInterval(Double(days) * 86_400)
        events = store.events(matching: store.predicateForEvents(withStart: start, end: end, calendars: nil))
    }
}

struct AgendaView: View {
    @ObservedObject var model: AgendaModel

    var body: some View {
        VStack(alignment: .leading) {
            if EKEventStore.authorizationStatus(for: .event) != .fullAccess {
                Text("Calendar access not granted")
            }
            ForEach(model.events, id: \.eventIdentifier) { event in
                Text(event.title)
            }
            EventEditView(store: model.store).frame(height: 100)
        }
    }
}

struct EventEditView: UIViewControllerRepresentable {
    let store: EKEventStore

    func makeUIViewController(context: Context) -> EKEventEditViewController {
        let controller = EKEventEditViewController()
        controller.eventStore = store
        controller.editViewDelegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: EKEventEditViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, EKEventEditViewDelegate {
        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            controller.dismiss(animated: true)
        }
    }
}

struct WeatherCard: View {
    var condition: WeatherCondition

    var body: some View {
        Label(condition.description, systemImage: "cloud.sun").padding()
    }
}

@MainActor
func circularComplication(_ degrees: Int) -> CLKComplicationTemplateGraphicCircularView<Text> {
    CLKComplicationTemplateGraphicCircularView(Text("\(degrees)°"))
}
