import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `#Rule(inputs…) { condition }`: its arguments are type-checked against the macro's
/// signature (the closure against the inputs' values), and a snapshot evaluates no rule, so it
/// expands to a rule that holds nothing.
public struct TipRuleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        "TipKit.Tips.Rule._expanded"
    }
}

/// TipKit's `@Parameter static var isLoggedIn: Bool = false`: a peer `$isLoggedIn`, a
/// `Tips.Parameter` starting at the initial value, and accessors reading and writing it.
public struct TipParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let (name, _, _) = try property(declaration) else { return [] }
        return ["get { Self.$\(raw: name).wrappedValue }", "set { Self.$\(raw: name).wrappedValue = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let (name, type, initial) = try property(declaration) else { return [] }
        let generic = type.map { "<\($0)>" } ?? ""
        let options = node.arguments?.trimmedDescription ?? ""
        let access = (declaration.as(VariableDeclSyntax.self)?.modifiers ?? [])
            .filter { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) && $0.detail == nil }
            .map { $0.name.text + " " }.joined()
        return ["\(raw: access)static let $\(raw: name) = TipKit.Tips.Parameter\(raw: generic)(Self.self, \"\(raw: name)\", \(raw: initial), [\(raw: options)])"]
    }

    /// The property's name, declared type and initial value.
    private static func property(_ declaration: some DeclSyntaxProtocol) throws -> (String, String?, String)? {
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { return nil }
        guard let initial = binding.initializer?.value.trimmedDescription else { throw TipParameterMacroError.needsInitialValue(name) }
        return (name, binding.typeAnnotation?.type.trimmedDescription, initial)
    }
}

/// Why `@Parameter` could not expand.
enum TipParameterMacroError: Error, CustomStringConvertible {
    case needsInitialValue(String)

    var description: String {
        switch self {
        case .needsInitialValue(let name): "@Parameter needs an initial value: static var \(name): Value = …"
        }
    }
}
