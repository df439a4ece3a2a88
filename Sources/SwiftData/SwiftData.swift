// `import SwiftData` on Linux, for SwiftUI apps' files that write it: models (`@Model`), their
// containers and contexts, and `@Query`. A snapshot has no database: every container starts
// empty and keeps its models in memory, so a query finds exactly the models a test or preview
// inserted (filtered by its `#Predicate`, sorted by its sort descriptors), and nothing is ever
// written to disk (Docs/SwiftUI/Frameworks.md). `@Model`, `@Attribute`, `@Relationship`,
// `@Transient` and `@ModelActor` are macros: they exist with the `Previews` trait, which builds
// swift-syntax (ProofUIMacros). Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's SwiftData is used.
@_exported import Foundation
@_exported import ProofUI

#if Previews
/// Makes a class a stored model (SwiftData's `Model()`): it conforms to ``PersistentModel``
/// and `Observable`; its stored properties stay as written.
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "ProofUIMacros", type: "ModelMacro")

/// How a store keeps a property (SwiftData's `Attribute(_:originalName:hashModifier:)`):
/// accepted; there is no store.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "ProofUIMacros", type: "ModelPropertyMacro")

/// A relationship between models (SwiftData's `Relationship(…)`): accepted; the property
/// holds the related models as written, and deleting a model deletes nothing else.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "ProofUIMacros", type: "ModelPropertyMacro")

/// A property a store does not keep (SwiftData's `Transient()`): accepted.
@attached(peer)
public macro Transient() = #externalMacro(module: "ProofUIMacros", type: "ModelPropertyMacro")

/// Key paths whose values are unique among a model's instances (SwiftData's `Unique(_:)`, iOS 18):
/// accepted; there is no store to enforce them.
@freestanding(declaration)
public macro Unique<T: PersistentModel>(_ constraints: [PartialKeyPath<T>]...)
    = #externalMacro(module: "ProofUIMacros", type: "SchemaConstraintMacro")

/// Key paths a store indexes (SwiftData's `Index(_:)`, iOS 18): accepted; there is no store.
@freestanding(declaration)
public macro Index<T: PersistentModel>(_ indices: [PartialKeyPath<T>]...)
    = #externalMacro(module: "ProofUIMacros", type: "SchemaConstraintMacro")

/// Makes an actor a model actor (SwiftData's `ModelActor()`): `modelContainer`,
/// `modelExecutor` with a context of its own, and `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "ProofUIMacros", type: "ModelActorMacro")

// `@Query var items: [Item]`: SwiftData's `Query` macros (iOS 18 form; iOS 17's property
// wrapper, ``Query``, is what they expand to). A property wrapper alone cannot infer the
// model type from `[Item]`: its `Element` appears only in a constraint.

/// Every model of the property's type.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models a fetch descriptor selects.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models a fetch descriptor selects, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// Every model of the property's type, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// Every model of the property's type, changes in a transaction.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction?) = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models matching a predicate, sorted.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models matching a predicate, sorted, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models matching a predicate, sorted by one property.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models matching a predicate, sorted by one optional property.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models matching a predicate, sorted by one property, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")

/// The models matching a predicate, sorted by one optional property, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, animation: Animation)
    = #externalMacro(module: "ProofUIMacros", type: "QueryMacro")
#endif

/// A class SwiftData manages as a stored model (SwiftData's `PersistentModel`); `@Model`
/// adds the conformance. Models are equal when they are the same object.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The model's identity: its type and the object.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(self) }

    /// The model's identity, unless the class declares an `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context the model was inserted in, until it is deleted and saved.
    public var modelContext: ModelContext? { ModelRegistry.shared.context(of: self) }

    /// Whether the model was deleted from its context and not yet saved.
    public var isDeleted: Bool { modelContext?.isPendingDeletion(self) ?? false }

    /// Whether the model has changes its context has not saved (inserted and not saved).
    public var hasChanges: Bool { modelContext?.isPendingInsertion(self) ?? false }
}

/// The identity of a model (SwiftData's `PersistentIdentifier`).
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    /// The model's class name.
    public let entityName: String
    let object: UInt

    init(_ model: some PersistentModel) {
        entityName = String(describing: type(of: model))
        object = UInt(bitPattern: ObjectIdentifier(model).hashValue)
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.object) < (rhs.entityName, rhs.object)
    }
}

/// Which context each inserted model belongs to, for `PersistentModel.modelContext`.
final class ModelRegistry: @unchecked Sendable {
    static let shared = ModelRegistry()
    private let lock = NSLock()
    private var contexts: [ObjectIdentifier: WeakContext] = [:]

    private struct WeakContext { weak var context: ModelContext? }

    func register(_ model: AnyObject, in context: ModelContext) {
        lock.withLock { contexts[ObjectIdentifier(model)] = WeakContext(context: context) }
    }

    func unregister(_ model: AnyObject) {
        lock.withLock { contexts[ObjectIdentifier(model)] = nil }
    }

    func context(of model: AnyObject) -> ModelContext? {
        lock.withLock { contexts[ObjectIdentifier(model)]?.context }
    }
}
