/// The folders the review tools work on, found as the tests find them: the package root is
/// the nearest folder from the current one up holding `Package.swift`; `PROOF_ARTIFACTS`
/// and `PROOF_REFERENCES` (relative to that root) override the defaults `.build/proof` and
/// `References`; explicit options override both.
import ProofBase
import ProofVerification
public struct ReviewLocations: Hashable, Sendable {
    public var artifactsRoot: String
    public var referencesRoot: String
    public var packageRoot: String?

    public init(artifactsRoot: String, referencesRoot: String, packageRoot: String? = nil) {
        self.artifactsRoot = Paths.absolute(artifactsRoot)
        self.referencesRoot = Paths.absolute(referencesRoot)
        self.packageRoot = packageRoot.map(Paths.absolute)
    }

    /// Resolves the folders; `environment` defaults to the process's `PROOF_ARTIFACTS` and
    /// `PROOF_REFERENCES`, `currentDirectory` to the working directory.
    public static func resolve(
        artifacts: String?, references: String?,
        environment: [String: String]? = nil, currentDirectory: String? = nil
    ) throws(ReviewError) -> ReviewLocations {
        let variables = environment ?? ProcessEnvironment.read(["PROOF_ARTIFACTS", "PROOF_REFERENCES"])
        let here = Paths.absolute(currentDirectory ?? ".")
        let root = Paths.packageRoot(above: here + "/Package.swift")
        func setting(_ option: String?, _ variable: String, _ fallback: String, _ flag: String) throws(ReviewError) -> String {
            if let option, !option.isEmpty { return Paths.resolve(option, from: here) }
            if let value = variables[variable], !value.isEmpty {
                guard let root else { return Paths.resolve(value, from: here) }
                return Paths.resolve(value, from: root)
            }
            guard let root else {
                throw ReviewError("no Package.swift in \(here) or any folder above it, so the \(fallback) folder is unknown; "
                    + "run proof inside the package, or pass \(flag) (or set \(variable))")
            }
            return Paths.resolve(fallback, from: root)
        }
        return ReviewLocations(
            artifactsRoot: try setting(artifacts, "PROOF_ARTIFACTS", ".build/proof", "--artifacts"),
            referencesRoot: try setting(references, "PROOF_REFERENCES", "References", "--references"),
            packageRoot: root
        )
    }
}
