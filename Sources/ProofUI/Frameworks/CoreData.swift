// Status: partial — `@FetchRequest` and `SectionedFetchRequest` compile and find nothing (there is no store): views show their empty state.
import Foundation

// SwiftUI's Core Data names. SwiftUI declares them (a view file that imports only SwiftUI
// writes `@FetchRequest`), while the Core Data types they are generic over live in the opt-in
// Linux `CoreData` module, which adds the initialisers that take them (`fetchRequest:`,
// `entity:`) and `EnvironmentValues.managedObjectContext`. A snapshot has no persistent
// store: a fetch finds nothing, so its results are empty (Docs/SwiftUI/Frameworks.md).

/// A Core Data fetch read by a view (SwiftUI's `FetchRequest`). A snapshot has no store: the
/// results are empty.
@propertyWrapper
public struct FetchRequest<Result>: DynamicProperty {
    /// The fetch's sort and filter, as `$items` gives them.
    public struct Configuration {
        /// The sort as Foundation sort descriptors.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// The filter.
        public var nsPredicate: NSPredicate?
        /// The sort as Swift sort descriptors.
        public var sortDescriptors: [SortDescriptor<Result>] {
            get { [] }
            set { nsSortDescriptors = [] }
        }
    }

    private var configuration: Configuration

    /// The fetched objects: none in a snapshot.
    public var wrappedValue: FetchedResults<Result> {
        FetchedResults(elements: [], configuration: configuration)
    }

    /// The fetch's sort and filter, to bind to controls.
    public var projectedValue: Binding<Configuration> {
        Binding.constant(configuration)
    }

    /// A fetch for objects of the wrapped type, sorted and filtered.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        configuration = Configuration(nsSortDescriptors: sortDescriptors, nsPredicate: predicate)
    }

    /// A fetch sorted with Swift sort descriptors. Disfavoured, so that an empty list
    /// (`sortDescriptors: []`, which sorts nothing either way) picks one initialiser, as it
    /// compiles with Apple's SwiftUI.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        configuration = Configuration(nsSortDescriptors: [], nsPredicate: predicate)
    }

    /// A fetch whose request the opt-in `CoreData` module makes (`fetchRequest:`, `entity:`).
    package init(predicate: NSPredicate?) {
        configuration = Configuration(nsSortDescriptors: [], nsPredicate: predicate)
    }
}

/// The objects a ``FetchRequest`` found (SwiftUI's `FetchedResults`): empty in a snapshot.
public struct FetchedResults<Result>: RandomAccessCollection {
    private let elements: [Result]
    private var configuration: FetchRequest<Result>.Configuration

    init(elements: [Result], configuration: FetchRequest<Result>.Configuration) {
        self.elements = elements
        self.configuration = configuration
    }

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Result { elements[position] }

    /// The fetch's sort as Foundation sort descriptors.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.nsSortDescriptors }
        nonmutating set {}
    }

    /// The fetch's filter.
    public var nsPredicate: NSPredicate? {
        get { configuration.nsPredicate }
        nonmutating set {}
    }

    /// The fetch's sort as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { [] }
        nonmutating set {}
    }
}

/// A Core Data fetch grouped in sections (SwiftUI's `SectionedFetchRequest`): empty in a
/// snapshot.
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result>: DynamicProperty {
    private let predicate: NSPredicate?

    /// The sections found: none in a snapshot.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> { SectionedFetchResults(sections: []) }

    /// A fetch grouped by `sectionIdentifier`.
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.predicate = predicate
    }

    /// A fetch grouped by `sectionIdentifier`, sorted with Swift sort descriptors (disfavoured,
    /// as ``FetchRequest/init(sortDescriptors:predicate:animation:)``, for an empty list).
    @_disfavoredOverload
    public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
                predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.predicate = predicate
    }

    /// A fetch whose request the opt-in `CoreData` module makes.
    package init(predicate: NSPredicate?) {
        self.predicate = predicate
    }
}

/// The sections a ``SectionedFetchRequest`` found (SwiftUI's `SectionedFetchResults`).
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result>: RandomAccessCollection {
    /// One section: its identifier and its objects.
    public struct Section: Identifiable, RandomAccessCollection {
        /// The value the section's objects share.
        public let id: SectionIdentifier
        private let elements: [Result]

        init(id: SectionIdentifier, elements: [Result]) {
            self.id = id
            self.elements = elements
        }

        public var startIndex: Int { elements.startIndex }
        public var endIndex: Int { elements.endIndex }
        public subscript(position: Int) -> Result { elements[position] }
    }

    private let sections: [Section]

    init(sections: [Section]) { self.sections = sections }

    public var startIndex: Int { sections.startIndex }
    public var endIndex: Int { sections.endIndex }
    public subscript(position: Int) -> Section { sections[position] }

    /// The fetch's filter.
    public var nsPredicate: NSPredicate? {
        get { nil }
        nonmutating set {}
    }
}
