// SwiftData's schema: the model types a container stores, their versions and migrations.
// There is no store to migrate: a migration plan is kept and never run.

/// The model types a container stores (SwiftData's `Schema`).
public final class Schema: Hashable, @unchecked Sendable {
    /// The model types, as given.
    public let types: [any PersistentModel.Type]
    /// The schema's version.
    public let version: Version

    /// An empty schema.
    public init() {
        types = []
        version = Version(1, 0, 0)
    }

    /// A schema of the given model types.
    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.types = types
        self.version = version
    }

    /// The schema a versioned schema describes.
    public convenience init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }

    public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    func contains(_ type: Any.Type) -> Bool {
        types.contains { ObjectIdentifier($0) == ObjectIdentifier(type) }
    }

    /// A schema's version number (SwiftData's `Schema.Version`).
    public struct Version: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// How a store keeps a property (SwiftData's `Schema.Attribute`).
    public final class Attribute {
        public let options: [Option]
        public let originalName: String?
        public let hashModifier: String?

        public init(_ options: Option..., originalName: String? = nil, hashModifier: String? = nil) {
            self.options = options
            self.originalName = originalName
            self.hashModifier = hashModifier
        }

        /// An attribute's option (SwiftData's `Schema.Attribute.Option`).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Each model's value is unique (not enforced here: there is no store).
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let encrypt = Option(name: "encrypt")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable:\(transformerName)") }
        }
    }

    /// A relationship between models (SwiftData's `Schema.Relationship`).
    public final class Relationship {
        public let deleteRule: DeleteRule

        public init(_ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
                    originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil) {
            self.deleteRule = deleteRule
        }

        /// What deleting a model does to related models (SwiftData's `Schema.Relationship.DeleteRule`).
        public enum DeleteRule: String, Codable, Hashable, Sendable {
            case nullify, cascade, deny, noAction
        }

        /// A relationship's option (SwiftData's `Schema.Relationship.Option`).
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
    }
}

/// A version of an app's schema (SwiftData's `VersionedSchema`).
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store migrates between schema versions (SwiftData's `SchemaMigrationPlan`): kept,
/// never run (there is no store).
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan (SwiftData's `MigrationStage`).
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
