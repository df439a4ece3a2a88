import Foundation
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: a type holding the preview's name and its body as a view builder, so that
/// a file with previews compiles against ProofUI. The body's statements become the body of a
/// `@ViewBuilder` function, as SwiftUI's preview body is a content builder; `@Previewable`
/// declarations become its local variables.
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
        return [
            """
            struct \(typeName): ProofUI.DeclaredPreview {
                static var name: String? { \(raw: name) }
                @MainActor @ProofUI.ViewBuilder
                static func makeBody(\(raw: parameters)) -> some ProofUI.View {
                    \(raw: statements)
                }
            }
            """,
        ]
    }
}

/// `@Previewable`: accepted on the preview body's variables, which are already local.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

@main
struct ProofUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
