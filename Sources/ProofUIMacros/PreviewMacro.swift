import Foundation
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: a type holding the preview's name and its body as a view builder, so that
/// a file with previews compiles against ProofUI. The body's statements become the body of a
/// `@ViewBuilder` function, as SwiftUI's preview body is a content builder; `@Previewable`
/// declarations become its local variables.
///
/// The expansions name ProofUI's types through its `_ProofUI…` aliases, not as `ProofUI.View`:
/// a target that keeps `import SwiftUI` (`-module-alias SwiftUI=ProofUI`) cannot spell the
/// module's own name, and an app's own `View` or `ViewBuilder` must not capture the expansion.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let closure = node.trailingClosure ?? node.arguments.last.flatMap { $0.expression.as(ClosureExprSyntax.self) }
        guard let closure else { return [] }
        let name = node.arguments.first { $0.label == nil }.map { $0.expression.trimmedDescription } ?? "nil"
        let typeName = context.makeUniqueName("Preview")
        var parameters = ""
        if let signature = closure.signature, let clause = signature.parameterClause {
            // `#Preview(arguments:) { value in … }`: the body takes one argument.
            parameters = "_ " + clause.trimmedDescription.trimmingCharacters(in: CharacterSet(charactersIn: "()")) + ": Any"
        }
        let statements = closure.statements.trimmedDescription
        // A body with `return` statements is not built by the view builder (Swift skips a
        // result builder then): SwiftUI's body returns `any View`, so its returns may be views
        // of different types (`do { return Detail(…) } catch { return Text(…) }`).
        let returnFinder = TopLevelReturnFinder(viewMode: .sourceAccurate)
        returnFinder.walk(closure.statements)
        let signature = returnFinder.found
            ? "@MainActor\n    static func makeBody(\(parameters)) -> any _ProofUIView"
            : "@MainActor @_ProofUIViewBuilder\n    static func makeBody(\(parameters)) -> some _ProofUIView"
        return [
            """
            struct \(typeName): _ProofUIDeclaredPreview {
                static var name: String? { \(raw: name) }
                \(raw: signature) {
                    \(raw: statements)
                }
            }
            """,
        ]
    }
}

/// Finds a `return` of the preview body itself, not of a closure or function inside it.
final class TopLevelReturnFinder: SyntaxVisitor {
    private(set) var found = false

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// `@Previewable`: accepted on the preview body's variables, which are already local.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// `@Entry var name: Type = value` in an extension of `EnvironmentValues` or `ContainerValues` (SwiftUI's `@Entry`):
/// a key type holding the default value, and the property reading and writing the key.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = entryName(declaration) else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = entryName(declaration),
              let binding = variable.bindings.first else { return [] }
        let type = binding.typeAnnotation?.type.trimmedDescription
        let value = binding.initializer?.value.trimmedDescription
        let defaultValue: String
        switch (type, value) {
        case let (type?, value?): defaultValue = "static var defaultValue: \(type) { \(value) }"
        case let (type?, nil): defaultValue = "static var defaultValue: \(type) { nil }"
        case let (nil, value?): defaultValue = "nonisolated(unsafe) static var defaultValue = \(value)"
        case (nil, nil): return []
        }
        return ["private struct __Key_\(raw: name): \(raw: keyProtocol(in: context)) { \(raw: defaultValue) }"]
    }

    /// The key protocol of the values the extension around the declaration extends: SwiftUI's
    /// `@Entry` declares container values (iOS 18) as well as environment values.
    private static func keyProtocol(in context: some MacroExpansionContext) -> String {
        for node in context.lexicalContext {
            if let extended = node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription {
                return extended.hasSuffix("ContainerValues") ? "_ProofUIContainerValueKey" : "_ProofUIEnvironmentKey"
            }
        }
        return "_ProofUIEnvironmentKey"
    }

    private static func entryName(_ declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }
}

@main
struct ProofUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, WidgetPreviewMacro.self, PreviewableMacro.self, EntryMacro.self, ModelMacro.self,
                                          ModelPropertyMacro.self, ModelActorMacro.self, QueryMacro.self, SchemaConstraintMacro.self,
                                          TipRuleMacro.self, TipParameterMacro.self]
}
