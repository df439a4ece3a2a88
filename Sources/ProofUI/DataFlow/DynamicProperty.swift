// Status: supported — dynamic properties are read once per render; `update()` is never called (a snapshot evaluates `body` once).

/// A stored property of a view that reads from outside the view (`@State`, `@Environment`,
/// `@ObservedObject`…), as SwiftUI's `DynamicProperty`. A snapshot evaluates `body` once, so
/// `update()` is never called.
public protocol DynamicProperty {
    /// Called by SwiftUI before `body`; a snapshot has nothing to update.
    mutating func update()
}

nonisolated extension DynamicProperty {
    public mutating func update() {}
}

/// A property wrapper whose value must be in the environment (`@EnvironmentObject`,
/// `@Environment(Model.self)`): the resolver checks it before `body` runs, so that a missing
/// object is a ``RenderError`` naming it instead of a trap.
protocol EnvironmentRequirement {
    /// What is missing and what to do, or nil when the environment has it.
    func missingRequirement(in environment: EnvironmentValues) -> String?
}

nonisolated extension State: DynamicProperty {}
nonisolated extension Binding: DynamicProperty {}

/// The missing environment requirements of `view`'s stored properties.
func missingRequirements<V: View>(of view: V, in environment: EnvironmentValues) -> [String] {
    var missing: [String] = []
    for child in Mirror(reflecting: view).children {
        if let requirement = child.value as? EnvironmentRequirement,
           let problem = requirement.missingRequirement(in: environment) {
            missing.append(problem)
        }
    }
    return missing
}
