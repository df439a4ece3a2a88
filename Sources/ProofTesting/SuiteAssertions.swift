@_exported import ProofSnapshots
@_exported import ProofUI
#if canImport(Testing)
import Testing
#endif

/// Verifies every case of `suite`, reporting one test failure per failing case at the
/// caller's line (through Swift Testing inside a `@Test`, through `XCTFail` in an
/// `XCTestCase`), then printing a summary: counts, time, and the commands to review and
/// accept.
///
/// ```swift
/// @Test func rewardsScreen() throws {
///     assertSnapshots(of: try RewardsSnapshots.suite())
/// }
/// ```
///
/// Cases render in parallel (`parallelism` at a time) and every case is checked: a failure
/// never stops the others. Failures come in case order, whatever order the cases finished
/// in. Only this process's shard runs when `PROOF_SHARD=i/n` is set.
///
/// - Parameters:
///   - service: where references and artifacts are; nil for the one the environment
///     describes (``ScreenshotService/fromEnvironment(file:suite:tolerance:environment:)``
///     from the test file). Its suite is replaced by the suite's name.
///   - record: the record mode; nil keeps the service's (`PROOF_RECORD`: default `missing`,
///     `never` on CI).
///   - renderer: fonts and glyph cache, shared by the rendering threads.
/// - Returns: the outcome, or nil when the run could not start (no package root, a bad
///   `PROOF_RECORD`), which is reported too.
@discardableResult
public func assertSnapshots<Model: Sendable>(
    of suite: ViewSnapshotSuite<Model>,
    service: ScreenshotService? = nil,
    record: RecordMode? = nil,
    renderer: Renderer = Renderer(),
    parallelism: Int = SuiteRunner.processorCount,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> SuiteOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var service = service
    if service == nil {
        do {
            service = try ScreenshotService.fromEnvironment(file: "\(filePath)", suite: suite.name)
        } catch {
            TestFailure.report(error.description, at: location)
            return nil
        }
    }
    guard var service else { return nil }
    service.suite = suite.name
    if let record { service.recordMode = record }
    let outcome = SuiteRunner(service: service, parallelism: parallelism).run(suite, renderer: renderer)
    for failure in outcome.failures {
        TestFailure.report(failure.failureMessage, at: location, attaching: failure.results.flatMap(\.artifacts.files))
    }
    print(outcome.summary)
    return outcome
}

/// Verifies a view over `permutations` in `matrix`: one call for a screen's whole suite.
///
/// ```swift
/// @Test func badge() throws {
///     assertSnapshots(of: try Permutations<BadgeState>(), in: try .environments(categories: .all)) { state in
///         BadgeView(state: state)
///     }
/// }
/// ```
///
/// References go to `References/<suite>/<folder>/<case name>.png` (and `.txt`), the suite
/// being the test file's name and the folder the test function's, unless given.
///
/// - Parameters:
///   - matrix: the environments; nil for the default one, `.environments()` (iPhone 15, L,
///     light, left to right).
///   - coverage: every permutation in every environment, or all-pairs of their axes.
///   - formats: images, text descriptions, or both.
///   - audits: the audits run on every case (``AuditPolicy``: `.all`, `[.truncation, .contrast]`,
///     `.all.warning(.touchTarget)`); failing findings fail their case, and every finding goes
///     to the results log and the report.
///   - allowsMissingCharacters: pass true to accept characters the fonts lack (drawn as
///     boxes, listed in the results); by default they fail the case, as in every assertion.
///   - folder: the folder below the suite; nil for the test function's name, "" for none.
///   - suite: the references folder below `References/`; nil for the service's suite when
///     a service is given, else the test file's name.
@discardableResult
public func assertSnapshots<Model: Sendable, Content: View>(
    of permutations: Permutations<Model>,
    in matrix: EnvironmentMatrix? = nil,
    coverage: Coverage = .product,
    as formats: SnapshotFormats = .image,
    size: RenderSize = .fittingWidth,
    audits: AuditPolicy = .none,
    allowsMissingCharacters: Bool = false,
    folder: String? = nil,
    suite: String? = nil,
    service: ScreenshotService? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    view: @escaping @MainActor @Sendable (Model) -> Content
) -> SuiteOutcome? {
    let options = SnapshotOptions(matrix: matrix, coverage: coverage, formats: formats, size: size, audits: audits,
                                  allowsMissingCharacters: allowsMissingCharacters, folder: folder, suite: suite,
                                  service: service, record: record)
    return assertSnapshots(of: permutations, options: options, fileID: fileID, filePath: filePath, function: function,
                           line: line, column: column, view: view)
}

/// Verifies a view over `permutations` with the options in one value: the form to use when
/// several tests share their options.
///
/// ```swift
/// let options = SnapshotOptions(matrix: try .environments(categories: .all), audits: .all)
/// assertSnapshots(of: try Permutations<BadgeState>(), options: options) { BadgeView(state: $0) }
/// ```
@discardableResult
public func assertSnapshots<Model: Sendable, Content: View>(
    of permutations: Permutations<Model>,
    options: SnapshotOptions,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    view: @escaping @MainActor @Sendable (Model) -> Content
) -> SuiteOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let cases: SnapshotCases<Model, EnvironmentValues>
    do throws(PermutationError) {
        var environments: EnvironmentMatrix
        if let matrix = options.matrix { environments = matrix } else { environments = try .environments() }
        cases = try SnapshotCases(permutations, environments, coverage: options.coverage)
    } catch {
        TestFailure.report(error.description, at: location)
        return nil
    }
    let folderName = options.folder ?? SuiteNaming.folder(forFunction: function)
    let fileName = "\(filePath)".split(separator: "/").last.map(String.init) ?? "Snapshots"
    let suiteName = options.suite ?? options.service?.suite ?? (fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
    let viewSuite = ViewSnapshotSuite(suiteName, cases: folderName.isEmpty ? cases : cases.inFolder(folderName),
                                      formats: options.formats, size: options.size,
                                      allowsMissingCharacters: options.allowsMissingCharacters, audits: options.audits, view: view)
    return assertSnapshots(of: viewSuite, service: options.service, record: options.record,
                           fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies a view of one value in `matrix`, named after the value: made for parameterised
/// tests, where each argument gets its own references without extra work.
///
/// ```swift
/// @Test(arguments: CardState.allCases)
/// func card(_ state: CardState) {
///     assertSnapshots(of: state, in: try! .environments(schemes: .all)) { CardView(state: $0) }
/// }
/// // References/CardTests/card/expired.iPhone15.L.dark.ltr.png, …
/// ```
///
/// The value's label is its ``PermutationNaming/permutationName`` or its description, made
/// file-safe (see ``PermutationLabel``); pass a ``Permutation`` (an element of
/// ``Permutations``) to keep the name and axes it has.
///
/// Disfavoured, so that a closure ignoring its argument (`{ _ in Screen() }`) given
/// ``Permutations`` or a ``Permutation`` still picks their overloads, not this one with the
/// permutations themselves as the one value.
@discardableResult
@_disfavoredOverload
public func assertSnapshots<Model: Sendable, Content: View>(
    of value: Model,
    in matrix: EnvironmentMatrix? = nil,
    as formats: SnapshotFormats = .image,
    size: RenderSize = .fittingWidth,
    audits: AuditPolicy = .none,
    allowsMissingCharacters: Bool = false,
    folder: String? = nil,
    suite: String? = nil,
    service: ScreenshotService? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    view: @escaping @MainActor @Sendable (Model) -> Content
) -> SuiteOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let permutations = SuiteNaming.permutations(at: location, { () throws(PermutationError) in try Permutations([value], axis: "value") })
    else { return nil }
    return assertSnapshots(of: permutations, in: matrix, as: formats, size: size, audits: audits, allowsMissingCharacters: allowsMissingCharacters,
                           folder: folder, suite: suite, service: service, record: record,
                           fileID: fileID, filePath: filePath, function: function, line: line, column: column, view: view)
}

/// Verifies a view of one permutation (an argument of a parameterised test over
/// ``Permutations``) in `matrix`, keeping its name and axes.
@discardableResult
public func assertSnapshots<Model: Sendable, Content: View>(
    of permutation: Permutation<Model>,
    in matrix: EnvironmentMatrix? = nil,
    as formats: SnapshotFormats = .image,
    size: RenderSize = .fittingWidth,
    audits: AuditPolicy = .none,
    allowsMissingCharacters: Bool = false,
    folder: String? = nil,
    suite: String? = nil,
    service: ScreenshotService? = nil,
    record: RecordMode? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column,
    view: @escaping @MainActor @Sendable (Model) -> Content
) -> SuiteOutcome? {
    let location = CallerLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let permutations = SuiteNaming.permutations(at: location, { () throws(PermutationError) in try Permutations(single: permutation) })
    else { return nil }
    return assertSnapshots(of: permutations, in: matrix, as: formats, size: size, audits: audits, allowsMissingCharacters: allowsMissingCharacters,
                           folder: folder, suite: suite, service: service, record: record,
                           fileID: fileID, filePath: filePath, function: function, line: line, column: column, view: view)
}

/// Default folder names and error reporting for the one-call assertions.
enum SuiteNaming {
    /// The permutations `make` builds, or nil after reporting its error at `location`.
    static func permutations<Model>(at location: CallerLocation, _ make: () throws(PermutationError) -> Permutations<Model>) -> Permutations<Model>? {
        do {
            return try make()
        } catch {
            TestFailure.report(error.description, at: location)
            return nil
        }
    }

    /// `rewards(state:)` → `rewards`, `testRewards()` → `testRewards`.
    static func folder(forFunction function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return PermutationLabel.sanitized(String(base)) ?? "snapshots"
    }
}

#if canImport(Testing)
extension Permutation: CustomTestStringConvertible {
    /// The permutation's name, so that each argument of a parameterised test shows it.
    public var testDescription: String { name }
}
#endif
