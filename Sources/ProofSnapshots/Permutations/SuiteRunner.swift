import ProofBase
import Dispatch
import ProofLayout
import ProofRender
import ProofUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which snapshots a case produces.
public struct SnapshotFormats: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A PNG image, `<name>.png`.
    public static let image = SnapshotFormats(rawValue: 1)
    /// A text description (such as the layout tree), `<name>.txt`.
    public static let text = SnapshotFormats(rawValue: 2)
    /// Both.
    public static let both: SnapshotFormats = [.image, .text]
    /// The accessibility snapshot, `<name>.accessibility.png`: the picture with each
    /// accessibility element's frame in a colour, and the elements in reading order with
    /// their label, value, traits and hint (``Renderer/accessibilitySnapshot(of:)``).
    public static let accessibility = SnapshotFormats(rawValue: 4)
}

/// What a format verifies of a rendered case, and under which name: the formats are values
/// in one table, each verified through the one verification of ``SnapshotFormat``s, so that a
/// new one plugs in without another branch in the runner.
struct SnapshotFormatKind: Sendable {
    let option: SnapshotFormats
    /// The option's name in messages.
    let name: String
    /// Appended to the case name: the reference is `<name><suffix>.png` (or `.txt`).
    let suffix: String
    /// Verifies the rendered case's value in this format under a name; nil when the renderer
    /// returned none.
    let verify: @Sendable (ScreenshotService, RenderedCase, _ name: String, _ axes: [PermutationAxis]) throws(SnapshotError) -> SnapshotResult?
    /// What is missing when the renderer returned nothing for it.
    let missing: String

    init<Value>(
        option: SnapshotFormats, name: String, suffix: String, value: @escaping @Sendable (RenderedCase) -> Value?,
        format: @escaping @Sendable (ScreenshotService) -> SnapshotFormat<Value>, missing: String
    ) {
        self.option = option
        self.name = name
        self.suffix = suffix
        self.verify = { service, rendered, name, axes throws(SnapshotError) in
            guard let value = value(rendered) else { return nil }
            return try service.verify(value, as: format(service), named: name, axes: axes)
        }
        self.missing = missing
    }

    /// The image format of a service: its tolerance and pixel limit.
    @Sendable private static func image(_ service: ScreenshotService) -> SnapshotFormat<Bitmap> {
        .image(tolerance: service.tolerance, pixelLimit: service.pixelLimit)
    }

    static let all: [SnapshotFormatKind] = [
        SnapshotFormatKind(option: .image, name: ".image", suffix: "", value: { $0.image }, format: image, missing: "no image"),
        SnapshotFormatKind(option: .text, name: ".text", suffix: "", value: { $0.text }, format: { _ in .text }, missing: "no text"),
        SnapshotFormatKind(option: .accessibility, name: ".accessibility", suffix: ".accessibility",
                           value: { $0.accessibilityImage }, format: image, missing: "no accessibility snapshot"),
    ]
}

/// What one case rendered to.
public struct RenderedCase: Sendable {
    /// The picture, needed when the formats include `.image`.
    public var image: Bitmap?
    /// The text description, needed when the formats include `.text`.
    public var text: String?
    /// What is wrong with the rendering although it succeeded (say characters drawn as
    /// boxes): each fails the case, after its snapshots are verified.
    public var problems: [String]
    /// What the suite's audits found in the render.
    public var findings: [AuditFinding]
    /// Device pixels per point of the render, to outline findings on the picture.
    public var scale: Double
    /// The render's texts and their sizes, for the Dynamic Type audit across categories.
    public var textSizes: [TextSizeSample]
    /// The accessibility snapshot, needed when the formats include `.accessibility`.
    public var accessibilityImage: Bitmap?

    /// What a case rendered to: a picture, a text description, or both, and what its audits found.
    public init(image: Bitmap? = nil, text: String? = nil, problems: [String] = [], findings: [AuditFinding] = [], scale: Double = 1,
                textSizes: [TextSizeSample] = []) {
        self.image = image
        self.text = text
        self.problems = problems
        self.findings = findings
        self.scale = scale
        self.textSizes = textSizes
    }
}

/// Verifies every case of a suite: renders the cases in parallel, verifies each one's
/// snapshots with the service, and collects the outcomes in case order, never stopping at
/// a failure. Used by the test assertions and by `proof demo`.
public struct SuiteRunner: Sendable {
    /// Verifies, records and logs each snapshot; its suite names the references folder.
    public var service: ScreenshotService
    /// Which snapshots a case produces when it does not say (``SnapshotCase/formats``).
    public var formats: SnapshotFormats
    /// How many cases render at once.
    public var parallelism: Int

    /// The processors available to this process.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// A runner verifying with `service`; cases that do not say take `formats`; at most
    /// `parallelism` cases render at once (at least one).
    public init(service: ScreenshotService, formats: SnapshotFormats = .image, parallelism: Int = SuiteRunner.processorCount) {
        self.service = service
        self.formats = formats
        self.parallelism = max(1, parallelism)
    }

    /// Renders and verifies the cases this process's shard runs (``RunContext/shard`` of the
    /// service's run: all of them when unsharded).
    ///
    /// `render` is called once per case, from several threads at once; an error it throws
    /// fails that case only. The outcomes come back in case order, whatever order the cases
    /// finished in.
    public func run<Model, Configuration>(
        _ cases: SnapshotCases<Model, Configuration>,
        render: @escaping @Sendable (SnapshotCase<Model, Configuration>) throws -> RenderedCase
    ) -> SuiteOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let selected = cases.shard(service.run.shard, suite: service.suite)
        // The suite's coverage brackets its cases in the log: `proof prune` trusts a folder
        // only when its suite finished (a crash leaves the start without an end).
        let scope = Self.scope(of: cases.cases.map(\.name), suite: service.suite).map {
            ScopeRecord(scope: $0, cases: selected.cases.count, finished: false)
        }
        let log = ResultsLog(artifactsRoot: service.artifactsRoot)
        var scopeProblem: String?
        if let scope {
            do { try log.appendScope(scope, service: service) } catch { scopeProblem = error.description }
        }
        var outcomes = Self.parallelMap(selected.cases, width: parallelism) { item in
            verify(item, render: render)
        }
        if var scope {
            scope.finished = true
            do { try log.appendScope(scope, service: service) } catch { scopeProblem = error.description }
        }
        if let scopeProblem, !outcomes.isEmpty {
            outcomes[0].problems.append("the suite's coverage could not be logged (\(scopeProblem)); proof prune will not trust this run")
        }
        return SuiteOutcome(
            suite: service.suite, totalCases: cases.count, shard: service.run.shard, cases: outcomes,
            artifactsFolder: service.display(service.artifactsRoot), elapsed: clock.now - start
        )
    }

    /// One case: render, then verify each format; every problem ends up in the outcome.
    private func verify<Model, Configuration>(
        _ item: SnapshotCase<Model, Configuration>,
        render: @Sendable (SnapshotCase<Model, Configuration>) throws -> RenderedCase
    ) -> CaseOutcome {
        var outcome = CaseOutcome(name: item.name, axes: item.axes, results: [], problems: [])
        let rendered: RenderedCase
        do {
            rendered = try render(item)
        } catch {
            outcome.problems.append("could not be rendered: \(error)")
            return outcome
        }
        outcome.problems += rendered.problems
        outcome.findings = rendered.findings
        outcome.scale = rendered.scale
        outcome.textSizes = rendered.textSizes
        let formats = item.formats ?? self.formats
        for format in SnapshotFormatKind.all where formats.contains(format.option) {
            do {
                if let result = try format.verify(service, rendered, item.name + format.suffix, item.axes) {
                    outcome.results.append(result)
                } else {
                    outcome.problems.append("the renderer returned \(format.missing), but the formats include \(format.name)")
                }
            } catch {
                outcome.problems.append(error.description)
            }
        }
        if let problem = log(outcome.findings, name: outcome.name, axes: outcome.axes, scale: outcome.scale) {
            outcome.problems.append(problem)
        }
        return outcome
    }

    /// Writes `findings` of a case to the results log, after its results; returns the problem
    /// when the log cannot be written.
    func log(_ findings: [AuditFinding], name: String, axes: [PermutationAxis], scale: Double) -> String? {
        guard !findings.isEmpty else { return nil }
        let items = findings.map { CaseFinding(name: name, axes: axes, finding: $0, scale: scale) }
        do {
            try ResultsLog(artifactsRoot: service.artifactsRoot).append(items, service: service)
            return nil
        } catch {
            return "its audit findings could not be logged (\(error.description))"
        }
    }

    /// The references folder a suite's cases share: the suite's folder and the folders common
    /// to every case name (`Suite/greeting` for `greeting/short`, `greeting/long`); nil when
    /// there is no case or a name cannot be used.
    static func scope(of names: [String], suite: String) -> String? {
        guard let suiteFolder = try? SnapshotName.suiteComponent(for: suite), !names.isEmpty else { return nil }
        var common: [Substring]?
        for name in names {
            guard let relative = try? SnapshotName.relativePath(for: name) else { return nil }
            let folders = relative.split(separator: "/").dropLast()
            if let current = common {
                common = Array(zip(current, folders).prefix { $0.0 == $0.1 }.map(\.0))
            } else {
                common = Array(folders)
            }
        }
        return ([Substring(suiteFolder)] + (common ?? [])).joined(separator: "/")
    }

    /// `transform` applied to every element on up to `width` threads; results in input order.
    static func parallelMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], width: Int, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let slots = Locked<[Result?]>(Array(repeating: nil, count: elements.count))
        let next = Locked(0)
        let workers = min(max(1, width), elements.count)
        let work: @Sendable (Int) -> Void = { _ in
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < elements.count else { return }
                let result = transform(elements[index])
                slots.withLock { $0[index] = result }
            }
        }
        if workers <= 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        return slots.withLock { $0.map { $0! } }
    }
}

/// The snapshots of one case and what went wrong with them.
public struct CaseOutcome: Sendable {
    /// The case name (the snapshot name).
    public var name: String
    /// The case's axes.
    public var axes: [PermutationAxis]
    /// One result per format verified, image first.
    public var results: [SnapshotResult]
    /// Problems that kept a snapshot from being verified: a render error, a name the
    /// service refused.
    public var problems: [String]
    /// What the suite's audits found, failures first.
    public var findings: [AuditFinding] = []
    /// Device pixels per point of the case's picture.
    public var scale = 1.0
    /// The render's text sizes, for the Dynamic Type audit across categories.
    var textSizes: [TextSizeSample] = []

    public init(name: String, axes: [PermutationAxis], results: [SnapshotResult], problems: [String], findings: [AuditFinding] = []) {
        self.name = name
        self.axes = axes
        self.results = results
        self.problems = problems
        self.findings = findings
    }

    /// The findings that fail the case.
    public var failingFindings: [AuditFinding] { findings.filter { $0.severity == .failure } }

    /// True when every snapshot passed, nothing went wrong, and no audit failed.
    public var passed: Bool { problems.isEmpty && results.allSatisfy(\.passed) && !findings.contains { $0.severity == .failure } }

    /// One paragraph for a test failure: the case, then each problem, each message of a
    /// snapshot that did not pass, and each failing audit finding.
    public var failureMessage: String {
        var lines = ["Case \(name) (" + axes.map(\.description).joined(separator: ", ") + "):"]
        lines += problems.map { "This case " + $0 + "." }
        lines += results.filter { !$0.passed }.map(\.message)
        let failing = failingFindings
        if !failing.isEmpty {
            lines.append("Audits found \(failing.count) problem\(failing.count == 1 ? "" : "s"):")
            lines += failing.map { "- " + $0.description }
            lines.append("Fix the view, waive a finding that is intended with .auditWaiver(_:reason:), or let the audit only warn "
                + "(audits: AuditPolicy.all.warning(.\(failing[0].kind))).")
        }
        return lines.joined(separator: "\n")
    }
}

/// What a suite run did: the outcome of each case in order, counts, and a summary.
public struct SuiteOutcome: Sendable {
    /// The suite (references folder).
    public var suite: String
    /// The number of cases before sharding.
    public var totalCases: Int
    /// The shard run, or nil for all cases.
    public var shard: RunContext.Shard?
    /// The cases run, in case order.
    public var cases: [CaseOutcome]
    /// Where the artifacts and results log are (relative to the package root when inside it).
    public var artifactsFolder: String
    /// Wall time of the run. Only shown in the summary: nothing rendered depends on it.
    public var elapsed: Duration

    /// The cases that did not pass, in case order.
    public var failures: [CaseOutcome] { cases.filter { !$0.passed } }

    /// True when every case passed.
    public var passed: Bool { cases.allSatisfy(\.passed) }

    /// The number of snapshots verified.
    public var snapshotCount: Int { cases.reduce(0) { $0 + $1.results.count } }

    /// Snapshots per status as a reviewer reads it, in the order of
    /// ``SnapshotResult/Status/allCases``: a snapshot whose picture matched in a case an audit
    /// failed counts as failed, never as passed.
    public var counts: [(status: SnapshotResult.Status, count: Int)] {
        SnapshotResult.Status.allCases.map { status in
            (status, cases.reduce(0) { total, item in
                let failedByAudits = item.findings.contains { $0.severity == .failure }
                return total + item.results.count { ($0.status == .passed && failedByAudits ? .failed : $0.status) == status }
            })
        }
    }

    /// Snapshots whose picture matched in cases an audit failed (counted as failed).
    public var failedByAuditsCount: Int {
        cases.reduce(0) { total, item in
            total + (item.findings.contains { $0.severity == .failure } ? item.results.count { $0.status == .passed } : 0)
        }
    }

    /// A few lines for a test log or a terminal: counts, time, shard, what to do next.
    public var summary: String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let byAudits = failedByAuditsCount
        var parts = counts.filter { $0.count > 0 }.sorted { StatusText.rank($0.status) < StatusText.rank($1.status) }
            .map { "\(Decimals.grouped($0.count)) \(StatusText.label($0.status))"
                + ($0.status == .failed && byAudits > 0 ? " (\(Decimals.grouped(byAudits)) by audits)" : "") }
        let problems = cases.count { !$0.problems.isEmpty }
        if problems > 0 { parts.insert("\(problems) case\(problems == 1 ? "" : "s") with errors", at: 0) }
        let findings = cases.flatMap(\.findings)
        if !findings.isEmpty {
            let counts = [AuditFinding.Severity.failure, .warning, .waived].compactMap { severity -> String? in
                let count = findings.count { $0.severity == severity }
                return count == 0 ? nil : "\(Decimals.grouped(count)) \(severity == .failure ? "failing" : severity == .warning ? "warning" : "waived")"
            }
            parts.insert("audit findings: " + counts.joined(separator: ", "), at: problems > 0 ? 1 : 0)
        }
        var text = "\(suite): \(Decimals.grouped(cases.count)) case\(cases.count == 1 ? "" : "s"), "
            + "\(Decimals.grouped(snapshotCount)) snapshot\(snapshotCount == 1 ? "" : "s") in \(Decimals.format(seconds, places: 2)) s"
        if seconds > 0 && snapshotCount > 0 { text += " (\(Decimals.grouped(Int((Double(snapshotCount) / seconds).rounded())))/s)" }
        text += ": " + (parts.isEmpty ? "nothing verified" : parts.joined(separator: ", ")) + "."
        let warnings = cases.flatMap { item in item.findings.filter { $0.severity == .warning }.map { (item.name, $0) } }
        for (name, warning) in warnings.prefix(10) {
            text += "\nwarning: \(name): \(warning)"
        }
        if warnings.count > 10 { text += "\n…and \(Decimals.grouped(warnings.count - 10)) more warnings: see the report." }
        if let shard, shard.count > 1 {
            text += "\nShard \(shard): \(Decimals.grouped(cases.count)) of \(Decimals.grouped(totalCases)) cases; "
                + "join the shards' logs with proof merge."
        }
        let recordedOnly = cases.allSatisfy { item in
            item.problems.isEmpty && item.results.allSatisfy { [.passed, .recorded].contains($0.status) }
                && !item.findings.contains { $0.severity == .failure }
        }
        if !passed && recordedOnly {
            text += "\nNew references were written: look at them (swift run proof report, \(artifactsFolder)/report/index.html), "
                + "re-run the tests, and commit them."
        } else if !passed {
            text += "\nReview: swift run proof report (\(artifactsFolder)/report/index.html); "
                + "accept the changes: swift run proof accept --failed."
        }
        return text
    }
}
