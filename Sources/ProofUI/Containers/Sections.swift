// Status: partial — iOS 18's `ForEach(sections:content:)` and `Group(sections:transform:)` give the sections a view builder wrote, each with its header, content and footer as subviews; views outside a section are grouped into one implicit section between the written ones, as SwiftUI documents. A section's own container values are not gathered (a row's are).

/// One section of a view, for a custom container (SwiftUI's `SectionConfiguration`, iOS 18).
nonisolated public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place among the sections.
    nonisolated public struct ID: Hashable, Sendable {
        let index: Int
    }

    public let id: ID
    /// The section's header views (none for an implicit section).
    public let header: SubviewsCollection
    /// The section's footer views (none for an implicit section).
    public let footer: SubviewsCollection
    /// The section's rows.
    public let content: SubviewsCollection
    /// The values the section gives its container (empty: not gathered for sections).
    public let containerValues: ContainerValues
}

/// The sections of a view, in order (SwiftUI's `SectionCollection`, iOS 18).
nonisolated public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    init(of view: some View) {
        var sections: [SectionConfiguration] = []
        var loose: [SubviewEntry] = []
        func add(header: [SubviewEntry], content: [SubviewEntry], footer: [SubviewEntry]) {
            sections.append(SectionConfiguration(id: SectionConfiguration.ID(index: sections.count), header: SubviewsCollection(header),
                                                 footer: SubviewsCollection(footer), content: SubviewsCollection(content),
                                                 containerValues: ContainerValues()))
        }
        for item in listItems(of: view) {
            switch item {
            case let .row(row, traits):
                loose.append((row, traits.containerValues))
            case let .section(header, footer, rows):
                if !loose.isEmpty {
                    add(header: [], content: loose, footer: [])
                    loose = []
                }
                add(header: subviewEntries(header), content: subviewEntries(rows), footer: subviewEntries(footer))
            }
        }
        if !loose.isEmpty { add(header: [], content: loose, footer: []) }
        self.sections = sections
    }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The sections that `ForEach(sections:content:)` makes its views from (SwiftUI's
/// `ForEachSectionCollection`).
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The view `Group(sections:transform:)` makes: `transform`'s view of the base's sections
/// (SwiftUI's `GroupSectionsOfContent`).
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let base: Sections
    let transform: (SectionCollection) -> Content

    public var body: some View {
        transform(SectionCollection(of: base))
    }
}

nonisolated extension Group where Content: View {
    /// A group of the view `transform` makes from the sections of `view` (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}

nonisolated extension ForEach {
    /// A view for each section of `view`, in order (iOS 18).
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(sections: SectionCollection(of: view).sections), id: \.id, content: content)
    }
}
