import ArgumentParser
import ProofLayout
import YogaCases

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `proof layout`: lays out flexbox cases in the conformance corpus's JSON schema.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a flexbox case (JSON on stdin) and print its layout tree.",
        discussion: """
            Reads a case in the schema of the flexbox conformance corpus ({"config", "direction", \
            "available", "root": {"style", "children"}}) and prints \
            {"left", "top", "width", "height", "children"} for every node. With --jsonl, reads one \
            case per line and answers each with one line. A case that cannot be read or laid out \
            is answered with {"error": "..."} naming the case, node and property; the exit status \
            is then 1.
            """
    )

    @Flag(name: .long, help: "One case per input line, one layout tree per output line.")
    var jsonl = false

    func run() throws {
        var failures = 0
        if jsonl {
            while let line = readLine(strippingNewline: true) {
                if !answer(line) { failures += 1 }
            }
        } else {
            var lines: [String] = []
            while let line = readLine(strippingNewline: false) { lines.append(line) }
            if !answer(lines.joined()) { failures += 1 }
        }
        if failures > 0 { throw ExitCode(1) }
    }

    /// Prints the layout tree or an error line for one case; returns whether it succeeded.
    private func answer(_ text: String) -> Bool {
        var output: String
        var succeeded = true
        do throws(LayoutCaseError) {
            var layoutCase = try LayoutCase(json: text)
            do throws(LayoutError) {
                output = try layoutCase.layoutJSON()
            } catch {
                output = errorLine((layoutCase.id.map { "case \($0): " } ?? "") + error.description)
                succeeded = false
            }
        } catch {
            output = errorLine(error.description)
            succeeded = false
        }
        print(output)
        // Flush every stream: the checker waits for each line before sending the next case.
        fflush(nil)
        return succeeded
    }

    private func errorLine(_ message: String) -> String {
        var stderr = StandardError()
        print("proof layout: \(message)", to: &stderr)
        var escaped = ""
        for scalar in message.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case _ where scalar.value < 0x20: escaped += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "{\"error\":\"\(escaped)\"}"
    }
}

private struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        writeToStandardError(string)
    }
}

/// Writes straight to file descriptor 2 (the C `stderr` global is not concurrency-safe).
private func writeToStandardError(_ string: String) {
    var string = string
    string.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}
