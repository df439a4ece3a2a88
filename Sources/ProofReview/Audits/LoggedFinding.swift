import ProofBase
import ProofGraphics
import ProofVerification

/// An audit finding read back from the results log.
public struct LoggedFinding: Hashable, Sendable {
    /// The 1-based line in the log file.
    public var line: Int
    public var run: String?
    public var suite: String
    public var name: String
    /// The case's image id (`Suite/name`), whose picture the finding is outlined on.
    public var id: String
    public var axes: [PermutationAxis]
    public var kind: AuditKind
    public var severity: AuditFinding.Severity
    public var message: String
    public var viewPath: String
    public var text: String?
    /// Where, in points.
    public var frame: Rect
    public var scale: Double
    public var measured: Double?
    public var waiver: String?
    public var origin: RunContext.Origin

    /// The frame in the picture's pixels, rounded outwards.
    public var pixelFrame: PixelRect {
        let x = max(0, Int((frame.minX * scale).rounded(.down))), y = max(0, Int((frame.minY * scale).rounded(.down)))
        let maxX = max(x, Int((frame.maxX * scale).rounded(.up))), maxY = max(y, Int((frame.maxY * scale).rounded(.up)))
        return PixelRect(x: x, y: y, width: maxX - x, height: maxY - y)
    }

    /// `truncation (failure) in card/expired…: “Expires…” is cut… (Card/Text)`.
    public var description: String {
        "\(kind) (\(severity.rawValue)) in \(suite)/\(name): \(message) (\(viewPath))" + (waiver.map { " — waived: \($0)" } ?? "")
    }

    /// Reads an `audit` line; nil with the reason when it is not well formed.
    static func parse(_ value: JSONValue, line: Int, origin: RunContext.Origin) -> Result<LoggedFinding, LogProblem> {
        func problem(_ reason: String) -> Result<LoggedFinding, LogProblem> { .failure(LogProblem(line: line, reason: reason)) }
        guard let suite = value["suite"]?.string, let name = value["name"]?.string, let id = value["id"]?.string else {
            return problem("an audit line needs suite, name and id")
        }
        guard RunLog.isSafeIdentifier(id) else {
            return problem("the id \"\(Escaping.visible(id))\" is not a snapshot path (Suite/name with file-safe characters)")
        }
        guard let kindText = value["audit"]?.string, let kind = AuditKind(rawValue: kindText) else {
            return problem("unknown audit \(value["audit"].map { "\($0)" } ?? "(none)"); update Proofsheet")
        }
        guard let severityText = value["severity"]?.string, let severity = AuditFinding.Severity(rawValue: severityText) else {
            return problem("unknown severity \(value["severity"].map { "\($0)" } ?? "(none)") (failure, warning or waived)")
        }
        let frameValue = value["frame"]
        guard let x = frameValue?["x"]?.double, let y = frameValue?["y"]?.double, let width = frameValue?["width"]?.double,
              let height = frameValue?["height"]?.double, [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0,
              let scale = value["scale"]?.double, scale.isFinite, scale > 0, scale <= 16 else {
            return problem("an audit line needs a finite frame {x, y, width, height} and a scale between 0 and 16")
        }
        var axes: [PermutationAxis] = []
        for item in value["axes"]?.array ?? [] {
            guard let pair = item.array, pair.count == 2, let axis = pair[0].string, let axisValue = pair[1].string else {
                return problem("axes must be a list of [name, value] string pairs")
            }
            axes.append(PermutationAxis(axis, axisValue))
        }
        return .success(LoggedFinding(
            line: line, run: value["run"]?.string.map(RunContext.sanitized), suite: suite, name: name, id: id, axes: axes,
            kind: kind, severity: severity, message: value["message"]?.string ?? "", viewPath: value["viewPath"]?.string ?? "",
            text: value["text"]?.string, frame: Rect(x: x, y: y, width: width, height: height), scale: scale,
            measured: value["measured"]?.double, waiver: value["waiver"]?.string, origin: origin))
    }
}

/// Words for findings, shared by the summaries and the report.
enum AuditText {
    /// `touch target`, `missing label`.
    static func label(_ kind: AuditKind) -> String {
        switch kind {
        case .truncation: "truncation"
        case .overlap: "overlap"
        case .contrast: "contrast"
        case .touchTarget: "touch target"
        case .dynamicType: "Dynamic Type"
        case .missingLabel: "missing label"
        case .duplicateIdentifier: "duplicate identifier"
        case .missingImage: "missing image"
        }
    }

    /// Failures first, then warnings, then waived findings.
    static func rank(_ severity: AuditFinding.Severity) -> Int {
        switch severity {
        case .failure: 0
        case .warning: 1
        case .waived: 2
        }
    }
}
