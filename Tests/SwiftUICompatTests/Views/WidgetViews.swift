import ProofUI
import WidgetKit

// A widget as Xcode's template writes it: an entry, a timeline provider, the entry view that
// reads the widget family, the widget with its configuration, and a bundle.
struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: Date(), steps: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(StepsEntry(date: Date(), steps: 4_200))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entry = StepsEntry(date: Date(), steps: 4_200)
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
    }
}

struct StepsWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: StepsProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Steps").font(.caption)
            Text("\(entry.steps)").font(family == .systemSmall ? .title : .largeTitle).bold()
        }
        .containerBackground(Color.orange, for: .widget)
        .widgetURL(URL(string: "steps://today"))
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct StepsWidgets: WidgetBundle {
    var body: some Widget {
        StepsWidget()
    }
}

struct StepsWidget_Previews: PreviewProvider {
    static var previews: some View {
        StepsWidgetEntryView(entry: StepsEntry(date: Date(), steps: 4_200))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

func refreshWidgets() {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "StepsWidget")
}
