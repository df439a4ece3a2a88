/// ProofTesting: the screenshot service, permutations and test assertions (in progress).
public enum ProofTesting {
    /// The version of the testing layer.
    public static let version = 0
}
