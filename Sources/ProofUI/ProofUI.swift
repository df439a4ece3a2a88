/// ProofUI: the View DSL, the environment and rendering a View into a Snapshot (in progress).
public enum ProofUI {
    /// The version of the view renderer.
    public static let engineVersion = 0
}
