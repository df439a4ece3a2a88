import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which test run a verification belongs to, so that the results log holds one run and the
/// tools can tell a complete run from a partial one.
///
/// The run id is, in order:
/// 1. `PROOF_RUN_ID` when set (printable ASCII, at most 128 characters kept): CI jobs,
///    runners other than `swift test` that spread one run over several processes;
/// 2. when the parent process is `swift-test`, the host name, its pid and start time: every
///    process of one `swift test` invocation shares it (the XCTest and Swift Testing passes,
///    `--parallel` workers), and the next invocation gets a new one;
/// 3. otherwise the host name, this process's pid and start time (`proof demo`, a test
///    binary run by hand).
///
/// A run is *filtered* when the user's command line selected tests (`--filter`, `--skip`,
/// `--specifier`/`-s`): that of `swift test` when it is the parent, else this process's.
/// A run is a *shard* when `PROOF_SHARD=i/n` is set (1 ≤ i ≤ n): its log covers part of
/// the tests until `proof merge` joins the logs of all n shards.
public struct RunContext: Hashable, Sendable {
    /// One shard of a run split over several processes or machines.
    public struct Shard: Hashable, Sendable, CustomStringConvertible {
        /// 1-based.
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// Parses `i/n` with 1 ≤ i ≤ n ≤ 10,000; nil for anything else.
        public static func parse(_ text: String) -> Shard? {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
                  let index = Int(parts[0]), let count = Int(parts[1]),
                  count >= 1, count <= 10_000, index >= 1, index <= count
            else { return nil }
            return Shard(index: index, count: count)
        }

        /// `2/4`.
        public var description: String { "\(index)/\(count)" }
    }

    /// Who runs the snapshots.
    public enum Origin: String, Hashable, Sendable {
        /// The user's tests (or any caller of the service).
        case test
        /// `proof demo` verifying the example: never taken for the user's run.
        case demo
    }

    /// Identifies the run; lines with another id belong to another run.
    public var id: String
    /// Who runs the snapshots; `proof prune` trusts only a run of the user's tests.
    public var origin = Origin.test
    /// True when the command line selected a subset of the tests.
    public var filtered: Bool
    /// The shard this process runs, or nil when it runs them all.
    public var shard: Shard?

    public init(id: String, filtered: Bool = false, shard: Shard? = nil) {
        self.id = RunContext.sanitized(id)
        self.filtered = filtered
        self.shard = shard
    }

    /// This process's run, worked out once from `PROOF_RUN_ID`, `PROOF_SHARD`, the parent
    /// process and the command lines. An invalid `PROOF_SHARD` is left out here;
    /// `ScreenshotService.fromEnvironment(file:suite:tolerance:environment:)` reports it.
    public static let current: RunContext = detect(
        environment: ProcessEnvironment.read(["PROOF_RUN_ID", "PROOF_SHARD"]),
        process: ProcessInfoReader.current()
    )

    /// What the run detection needs to know about the processes.
    struct ProcessFacts: Sendable {
        var hostName: String
        var pid: Int
        var startTime: String
        var arguments: [String]
        var parentName: String?
        var parentPID: Int
        var parentStartTime: String?
        var parentArguments: [String]
    }

    static func detect(environment: [String: String], process: ProcessFacts) -> RunContext {
        let shard = environment["PROOF_SHARD"].flatMap { Shard.parse($0) }
        let parentIsSwiftTest = process.parentName.map { $0 == "swift-test" || $0.hasPrefix("swift-test ") } ?? false
        let id: String
        if let explicit = environment["PROOF_RUN_ID"], !sanitized(explicit).isEmpty {
            id = explicit
        } else if parentIsSwiftTest, let start = process.parentStartTime {
            id = "\(process.hostName):\(process.parentPID):\(start)"
        } else {
            id = "\(process.hostName):\(process.pid):\(process.startTime)"
        }
        let arguments = parentIsSwiftTest ? process.parentArguments : process.arguments
        return RunContext(id: id, filtered: selectsTests(arguments), shard: shard)
    }

    /// True when `arguments` (a command line, program first) select a subset of the tests.
    static func selectsTests(_ arguments: [String]) -> Bool {
        arguments.dropFirst().contains { argument in
            ["--filter", "--skip", "--specifier", "-s"].contains(argument)
                || argument.hasPrefix("--filter=") || argument.hasPrefix("--skip=") || argument.hasPrefix("--specifier=")
        }
    }

    /// Printable ASCII without quotes or backslashes, at most 128 characters: the id is
    /// written into JSON and compared as bytes.
    package static func sanitized(_ id: String) -> String {
        var result = ""
        for scalar in id.unicodeScalars.prefix(128) where scalar.value > 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "\\" {
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

/// Reads process facts from the operating system (`/proc` on Linux, `sysctl` on Darwin).
enum ProcessInfoReader {
    static func current() -> RunContext.ProcessFacts {
        let pid = Int(getpid())
        let parent = Int(getppid())
        return RunContext.ProcessFacts(
            hostName: hostName(),
            pid: pid,
            startTime: startTime(of: pid) ?? "0",
            arguments: CommandLine.arguments,
            parentName: name(of: parent),
            parentPID: parent,
            parentStartTime: startTime(of: parent),
            parentArguments: arguments(of: parent)
        )
    }

    static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }

    #if os(Linux)
    /// Field 22 of `/proc/<pid>/stat`: clock ticks from boot to the process's start.
    static func startTime(of pid: Int) -> String? {
        guard let stat = readSmallFile("/proc/\(pid)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // The command name may hold spaces and parentheses: count fields after the last `)`.
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 19 else { return nil }
        return String(decoding: fields[19], as: UTF8.self)
    }

    static func name(of pid: Int) -> String? {
        guard let comm = readSmallFile("/proc/\(pid)/comm") else { return nil }
        return String(decoding: comm, as: UTF8.self).trimmingNewline()
    }

    static func arguments(of pid: Int) -> [String] {
        guard let bytes = readSmallFile("/proc/\(pid)/cmdline") else { return [] }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads at most 64 KiB: these files are small, and a bound keeps it so. (`/proc` files
    /// report size 0, so the prefix reader is the one that fits.)
    private static func readSmallFile(_ path: String) -> [UInt8]? {
        FileSystem.readPrefix(of: path, maxBytes: 65_536)
    }
    #elseif canImport(Darwin)
    private static func info(of pid: Int) -> kinfo_proc? {
        var mib: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, Int32(pid)]
        var info = kinfo_proc()
        var size = MemoryLayout<kinfo_proc>.stride
        guard sysctl(&mib, UInt32(mib.count), &info, &size, nil, 0) == 0, size > 0 else { return nil }
        return info
    }

    static func startTime(of pid: Int) -> String? {
        guard let info = info(of: pid) else { return nil }
        let start = info.kp_proc.p_starttime
        return "\(start.tv_sec).\(start.tv_usec)"
    }

    static func name(of pid: Int) -> String? {
        guard var info = info(of: pid) else { return nil }
        return withUnsafeBytes(of: &info.kp_proc.p_comm) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// `KERN_PROCARGS2`: argc, the executable path, then the arguments, NUL-separated.
    static func arguments(of pid: Int) -> [String] {
        var mib: [Int32] = [CTL_KERN, KERN_PROCARGS2, Int32(pid)]
        var size = 0
        guard sysctl(&mib, 3, nil, &size, nil, 0) == 0, size > 4, size <= 1 << 20 else { return [] }
        var buffer = [UInt8](repeating: 0, count: size)
        guard sysctl(&mib, 3, &buffer, &size, nil, 0) == 0, size > 4 else { return [] }
        let argc = buffer.withUnsafeBytes { Int($0.loadUnaligned(as: Int32.self)) }
        var parts = buffer[4..<size].split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        guard !parts.isEmpty else { return [] }
        parts.removeFirst() // the executable path
        return Array(parts.prefix(argc))
    }
    #else
    static func startTime(of pid: Int) -> String? { nil }
    static func name(of pid: Int) -> String? { nil }
    static func arguments(of pid: Int) -> [String] { [] }
    #endif
}

extension String {
    fileprivate func trimmingNewline() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
