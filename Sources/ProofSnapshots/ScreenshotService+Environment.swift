import ProofUI
import ProofVerification

extension ScreenshotService {
    /// The service a test gets by default, configured from the test file's location and the
    /// environment, which is read here and nowhere else:
    ///
    /// - the package root is the nearest folder above `file` holding `Package.swift`;
    /// - `PROOF_REFERENCES`: the references root (default `<package root>/References`);
    /// - `PROOF_ARTIFACTS`: the artifacts folder (default `<package root>/.build/proof`);
    /// - `PROOF_RECORD`: `never`, `missing`, `failed` or `all`; any other value is an error;
    /// - `PROOF_RUN_ID`, `PROOF_SHARD` (`i/n`, any other value is an error): see ``RunContext``.
    ///   Unset or empty, it is `never` when `CI` is set (to anything but `false` or `0`),
    ///   else `missing`. An explicit value wins over `CI`.
    ///
    /// Relative paths in the variables are taken from the package root. The suite defaults
    /// to the test file's name without `.swift`.
    public static func fromEnvironment(
        file: String = #filePath,
        suite: String? = nil,
        tolerance: Tolerance = .exact,
        environment: [String: String]? = nil
    ) throws(SnapshotError) -> ScreenshotService {
        // The code under test reads the host (locale, time zone) once: pin it first.
        SnapshotHost.pin()
        return try configured(file: file, suite: suite, tolerance: tolerance, environment: environment)
    }
}
