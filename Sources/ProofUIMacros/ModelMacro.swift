import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model` on a class (SwiftData's `Model()`): the class conforms to the opt-in `SwiftData`
/// module's `PersistentModel` and to `Observable`, and keeps its stored properties as written.
/// SwiftData's own macro also turns each stored property into an accessor over a backing store
/// and adds `init(backingData:)`; there is no store here (a model lives in the `ModelContext`
/// it is inserted in), so the class needs neither, and its initialisers stay the app's.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self) else {
            throw ModelMacroError.notAClass
        }
        guard !protocols.isEmpty else { return [] }
        let conformances = protocols.map { $0.trimmedDescription }.joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }
}

/// Why `@Model` could not expand.
enum ModelMacroError: Error, CustomStringConvertible {
    case notAClass

    var description: String {
        switch self {
        case .notAClass: "@Model applies to a class (a persistent model is a reference type)"
        }
    }
}

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient` on a model's properties (SwiftData's
/// schema annotations): they describe how a store keeps the property; there is no store here,
/// so they add nothing and the property stays as written.
public struct ModelPropertyMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// `@ModelActor` on an actor (SwiftData's `ModelActor()`): the container, an executor holding
/// a context of its own, `init(modelContainer:)`, and the conformance, as SwiftData's macro
/// generates them.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        [
            "nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            init(modelContainer: SwiftData.ModelContainer) {
                let modelContext = SwiftData.ModelContext(modelContainer)
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}

/// `@Query(…) var items: [Item]` (SwiftData's `Query` macro): a `_items` peer holding a
/// `SwiftData.Query<Item, [Item]>` made with the attribute's arguments (assignable in the
/// view's initialiser, `_items = Query(…)`), and a getter reading it. The model type comes from the property's type, which a property wrapper cannot infer
/// (its `Element` appears only in a constraint), hence a macro, as in SwiftData.
public struct QueryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(declaration) else { return [] }
        return ["get { _\(raw: name).wrappedValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = propertyName(declaration),
              let type = variable.bindings.first?.typeAnnotation?.type else {
            throw QueryMacroError.needsTypeAnnotation
        }
        let result = type.trimmedDescription
        guard let element = elementType(type) else { throw QueryMacroError.needsArrayType(result) }
        let arguments = node.arguments?.trimmedDescription ?? ""
        // Internal, not private: a private stored property would make the view's memberwise
        // initialiser private (`@Query private var items` is common, and SwiftUI's views are
        // made through that initialiser by other types). A property-wrapped private peer would
        // avoid it, but Swift 6.3's SILGen crashes on a wrapped peer named like a backing store.
        return ["var _\(raw: name) = SwiftData.Query<\(raw: element), \(raw: result)>(\(raw: arguments))"]
    }

    private static func propertyName(_ declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }

    /// `Item` in `[Item]` or `Array<Item>`; `Items.Element` for a named type such as
    /// `typealias Items = [Item]` (real apps name their result arrays), which the compiler resolves.
    private static func elementType(_ type: TypeSyntax) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
        if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Array",
           let argument = generic.genericArgumentClause?.arguments.first {
            return argument.argument.trimmedDescription
        }
        if type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) {
            return "\(type.trimmedDescription).Element"
        }
        return nil
    }
}

/// Why `@Query` could not expand.
enum QueryMacroError: Error, CustomStringConvertible {
    case needsTypeAnnotation
    case needsArrayType(String)

    var description: String {
        switch self {
        case .needsTypeAnnotation: "@Query needs the property's type, such as `var items: [Item]`"
        case .needsArrayType(let type): "@Query's property is an array of models, such as `[Item]` or a type naming one, not `\(type)`"
        }
    }
}

/// `#Unique<Item>([\.name])` and `#Index<Item>([\.name])` (SwiftData's iOS 18 schema macros, in a
/// model's body): constraints and indexes of a store, which a snapshot does not have, so they
/// declare nothing.
public struct SchemaConstraintMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
