// AVFAudio's names, which `import AVFoundation` brings: audio formats, PCM buffers, audio
// files, the engine and its nodes. Buffers and formats are real: a buffer holds its frames in
// memory; `AVAudioFile` reads WAV files (integer PCM of 8, 16, 24 or 32 bits and 32-bit float)
// into buffers as Float samples. A snapshot has no audio device: the engine never starts
// (`start()` throws), player nodes play nothing, taps are never called; other file types
// (AAC, MP3, ALAC, CAF) throw when opened, as there is no decoder here.
import Foundation

/// A position in frames (AVFAudio's `AVAudioFramePosition`).
public typealias AVAudioFramePosition = Int64
/// A number of frames (AVFAudio's `AVAudioFrameCount`).
public typealias AVAudioFrameCount = UInt32
/// A number of channels (AVFAudio's `AVAudioChannelCount`).
public typealias AVAudioChannelCount = UInt32
/// A node's bus (AVFAudio's `AVAudioNodeBus`).
public typealias AVAudioNodeBus = Int

/// The sample formats of PCM audio (AVFAudio's `AVAudioCommonFormat`).
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32 = 1, pcmFormatFloat64 = 2, pcmFormatInt16 = 3, pcmFormatInt32 = 4
}

/// An audio format: sample rate, channels and sample format (AVFAudio's `AVAudioFormat`).
/// The standard format is 32-bit float, deinterleaved.
open class AVAudioFormat: @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool
    /// Whether the format is the standard one (32-bit float, deinterleaved).
    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
    /// The format's settings (sample rate and channel count, under AVFoundation's keys).
    open var settings: [String: Any] { ["AVSampleRateKey": sampleRate, "AVNumberOfChannelsKey": channelCount] }

    /// The standard format at `sampleRate` with `channels` (nil for no channels, as AVFAudio).
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = .pcmFormatFloat32
        isInterleaved = false
    }

    /// A PCM format (nil for `.otherFormat` or no channels).
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard format != .otherFormat, channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
    }

    /// A format from settings (`AVSampleRateKey`, `AVNumberOfChannelsKey`): the standard format.
    public init?(settings: [String: Any]) {
        guard let rate = (settings["AVSampleRateKey"] as? Double) ?? (settings["AVSampleRateKey"] as? Int).map(Double.init),
              let channels = (settings["AVNumberOfChannelsKey"] as? Int) ?? (settings["AVNumberOfChannelsKey"] as? UInt32).map(Int.init),
              channels > 0 else { return nil }
        sampleRate = rate
        channelCount = AVAudioChannelCount(channels)
        commonFormat = .pcmFormatFloat32
        isInterleaved = false
    }

    /// Whether the two formats describe the same samples (AVFAudio's `isEqual(_:)`).
    open func isEqual(_ other: AVAudioFormat) -> Bool {
        sampleRate == other.sampleRate && channelCount == other.channelCount && commonFormat == other.commonFormat
            && isInterleaved == other.isInterleaved
    }
}

/// An audio buffer (AVFAudio's `AVAudioBuffer`).
open class AVAudioBuffer: @unchecked Sendable {
    public let format: AVAudioFormat
    init(format: AVAudioFormat) { self.format = format }
}

/// PCM audio in memory (AVFAudio's `AVAudioPCMBuffer`): `frameCapacity` frames for each
/// channel, zeroed, of which the first `frameLength` are valid (none when made). The sample
/// pointers of the buffer's own format are set (`floatChannelData` for float buffers,
/// `int16ChannelData`, `int32ChannelData`); the others are nil, as in AVFAudio.
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    public let frameCapacity: AVAudioFrameCount
    /// The valid frames; setting more than the capacity keeps the capacity.
    open var frameLength: AVAudioFrameCount = 0 {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }
    /// Samples between a channel's consecutive frames: the channel count when interleaved, else 1.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }

    private let channelPointers: UnsafeMutablePointer<UnsafeMutableRawPointer>
    private let channels: Int

    /// A buffer for `frameCapacity` frames of `format` (nil for a non-PCM format).
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard format.commonFormat != .otherFormat else { return nil }
        self.frameCapacity = frameCapacity
        let bytes: Int
        switch format.commonFormat {
        case .pcmFormatFloat32, .pcmFormatInt32: bytes = 4
        case .pcmFormatFloat64: bytes = 8
        case .pcmFormatInt16: bytes = 2
        case .otherFormat: bytes = 0
        }
        // Interleaved audio is one block holding every channel.
        channels = format.isInterleaved ? 1 : Int(format.channelCount)
        let perBlock = Int(frameCapacity) * bytes * (format.isInterleaved ? Int(format.channelCount) : 1)
        channelPointers = .allocate(capacity: channels)
        for channel in 0..<channels {
            let block = UnsafeMutableRawPointer.allocate(byteCount: max(perBlock, 1), alignment: 8)
            block.initializeMemory(as: UInt8.self, repeating: 0, count: max(perBlock, 1))
            channelPointers[channel] = block
        }
        super.init(format: format)
    }

    deinit {
        for channel in 0..<channels { channelPointers[channel].deallocate() }
        channelPointers.deallocate()
    }

    private func channelData<Sample>(_ sample: Sample.Type, when common: AVAudioCommonFormat) -> UnsafePointer<UnsafeMutablePointer<Sample>>? {
        guard format.commonFormat == common else { return nil }
        return UnsafeRawPointer(channelPointers).assumingMemoryBound(to: UnsafeMutablePointer<Sample>.self)
    }

    /// The channels' 32-bit float samples (nil unless the format is float 32).
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { channelData(Float.self, when: .pcmFormatFloat32) }
    /// The channels' 16-bit samples (nil unless the format is int 16).
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { channelData(Int16.self, when: .pcmFormatInt16) }
    /// The channels' 32-bit samples (nil unless the format is int 32).
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { channelData(Int32.self, when: .pcmFormatInt32) }
}

/// A time in an audio timeline (AVFAudio's `AVAudioTime`).
open class AVAudioTime: @unchecked Sendable {
    public let sampleTime: AVAudioFramePosition
    public let sampleRate: Double
    public let hostTime: UInt64
    open var isSampleTimeValid: Bool { true }
    open var isHostTimeValid: Bool { hostTime != 0 }

    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
        hostTime = 0
    }

    public init(hostTime: UInt64) {
        sampleTime = 0
        sampleRate = 0
        self.hostTime = hostTime
    }
}

/// Why an audio file cannot be read (the error `AVAudioFile` throws here).
public struct AVAudioFileReadError: Error, CustomStringConvertible, Sendable {
    public let url: URL
    public let reason: String
    public var description: String { "\(url.lastPathComponent): \(reason)" }
}

/// An audio file (AVFAudio's `AVAudioFile`). Reading: WAV files (RIFF, integer PCM of 8, 16,
/// 24 or 32 bits, or 32-bit float) are decoded into Float samples; other types throw, as
/// there is no decoder here. Writing is not supported (`init(forWriting:settings:)` throws).
open class AVAudioFile: @unchecked Sendable {
    public let url: URL
    /// The file's own format.
    public let fileFormat: AVAudioFormat
    /// The format `read(into:)` fills: the standard format at the file's rate and channels.
    public let processingFormat: AVAudioFormat
    /// The number of frames in the file.
    open var length: AVAudioFramePosition { AVAudioFramePosition(samples.first?.count ?? 0) }
    /// The next frame `read(into:)` reads.
    open var framePosition: AVAudioFramePosition = 0

    private let samples: [[Float]]

    /// Opens `fileURL` for reading.
    public init(forReading fileURL: URL) throws {
        url = fileURL
        let wave = try WAVE.decode(Data(contentsOf: fileURL), url: fileURL)
        samples = wave.channels
        fileFormat = wave.format
        guard let standard = AVAudioFormat(standardFormatWithSampleRate: wave.format.sampleRate, channels: wave.format.channelCount) else {
            throw AVAudioFileReadError(url: fileURL, reason: "no channels")
        }
        processingFormat = standard
    }

    /// Opens `fileURL` for reading in `format` (the standard format only: other formats throw).
    public convenience init(forReading fileURL: URL, commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        guard format == .pcmFormatFloat32, !interleaved else {
            throw AVAudioFileReadError(url: fileURL, reason: "only the standard format (float 32, deinterleaved) is read here")
        }
        try self.init(forReading: fileURL)
    }

    /// Writing audio files is not supported here: throws.
    public init(forWriting fileURL: URL, settings: [String: Any]) throws {
        throw AVAudioFileReadError(url: fileURL, reason: "writing audio files is not supported here")
    }

    /// Reads frames from `framePosition` into `buffer`, up to its capacity.
    open func read(into buffer: AVAudioPCMBuffer) throws {
        try read(into: buffer, frameCount: buffer.frameCapacity)
    }

    /// Reads up to `frames` frames from `framePosition` into `buffer` (its format must be
    /// the processing format); its `frameLength` becomes the number read.
    open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws {
        guard buffer.format.isEqual(processingFormat), let channels = buffer.floatChannelData else {
            throw AVAudioFileReadError(url: url, reason: "the buffer's format is not the file's processing format")
        }
        let start = Int(framePosition)
        let count = max(0, min(Int(frames), Int(buffer.frameCapacity), Int(length) - start))
        for (channel, data) in samples.enumerated() {
            for frame in 0..<count { channels[channel][frame] = data[start + frame] }
        }
        buffer.frameLength = AVAudioFrameCount(count)
        framePosition += AVAudioFramePosition(count)
    }
}

/// The WAV (RIFF WAVE) reader behind `AVAudioFile`: the `fmt ` and `data` chunks, integer PCM
/// (8-bit unsigned, 16/24/32-bit signed, little-endian) and 32-bit IEEE float.
enum WAVE {
    static func decode(_ data: Data, url: URL) throws -> (format: AVAudioFormat, channels: [[Float]]) {
        let bytes = [UInt8](data)
        func fail(_ reason: String) -> AVAudioFileReadError { AVAudioFileReadError(url: url, reason: reason) }
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw fail("not a WAV file (only WAV is decoded here: AAC, MP3, ALAC and CAF have no decoder on Linux)")
        }
        var offset = 12
        var formatTag: UInt16 = 0, channelCount = 0, sampleRate = 0.0, bitsPerSample = 0
        var body: Range<Int>?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = Int(u32(offset + 4))
            let start = offset + 8
            guard size >= 0, start + size <= bytes.count || id == "data" else { throw fail("a chunk runs past the end of the file") }
            if id == "fmt " {
                guard size >= 16 else { throw fail("the fmt chunk is too short") }
                formatTag = u16(start)
                channelCount = Int(u16(start + 2))
                sampleRate = Double(u32(start + 4))
                bitsPerSample = Int(u16(start + 14))
                if formatTag == 0xFFFE, size >= 26 { formatTag = u16(start + 24) } // WAVE_FORMAT_EXTENSIBLE's sub-format
            } else if id == "data" {
                body = start..<min(start + size, bytes.count)
            }
            offset = start + size + (size & 1)
        }
        guard channelCount > 0, sampleRate > 0 else { throw fail("no fmt chunk") }
        guard let body else { throw fail("no data chunk") }
        let sampleBytes = bitsPerSample / 8
        let isFloat = formatTag == 3 && bitsPerSample == 32
        guard isFloat || (formatTag == 1 && [1, 2, 3, 4].contains(sampleBytes)) else {
            throw fail("format \(formatTag) with \(bitsPerSample) bits is not decoded here (integer PCM or 32-bit float only)")
        }
        let frameBytes = sampleBytes * channelCount
        let frames = body.count / frameBytes
        var channels = [[Float]](repeating: [Float](repeating: 0, count: frames), count: channelCount)
        for frame in 0..<frames {
            for channel in 0..<channelCount {
                let at = body.lowerBound + frame * frameBytes + channel * sampleBytes
                let value: Float
                if isFloat {
                    value = Float(bitPattern: u32(at))
                } else {
                    switch sampleBytes {
                    case 1: value = (Float(bytes[at]) - 128) / 128
                    case 2: value = Float(Int16(bitPattern: u16(at))) / 32768
                    case 3: value = Float(Int32(bitPattern: UInt32(bytes[at]) << 8 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 24) >> 8) / 8_388_608
                    default: value = Float(Int32(bitPattern: u32(at))) / 2_147_483_648
                    }
                }
                channels[channel][frame] = value
            }
        }
        let common: AVAudioCommonFormat = isFloat ? .pcmFormatFloat32 : (sampleBytes == 2 ? .pcmFormatInt16 : sampleBytes == 4 ? .pcmFormatInt32 : .otherFormat)
        let format = AVAudioFormat(commonFormat: common == .otherFormat ? .pcmFormatInt32 : common, sampleRate: sampleRate,
                                   channels: AVAudioChannelCount(channelCount), interleaved: true)!
        return (format, channels)
    }
}

/// A block of an audio graph (AVFAudio's `AVAudioNode`).
open class AVAudioNode: @unchecked Sendable {
    /// The engine the node is attached to.
    open internal(set) weak var engine: AVAudioEngine?
    public init() {}
    open var numberOfInputs: Int { 1 }
    open var numberOfOutputs: Int { 1 }
    /// The format of output `bus`: the standard 44.1 kHz stereo format (no device sets another).
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioEngine.standardFormat }
    /// The format of input `bus`.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioEngine.standardFormat }
    /// Installs a tap on `bus`: kept, never called (no audio flows in a snapshot).
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
                         block tapBlock: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void) {}
    /// Removes the tap on `bus`.
    open func removeTap(onBus bus: AVAudioNodeBus) {}
    /// Resets the node.
    open func reset() {}
}

/// A node mixing its inputs (AVFAudio's `AVAudioMixerNode`).
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    open var outputVolume: Float = 1
    open var volume: Float = 1
    open var pan: Float = 0
}

/// The engine's input, the microphone (AVFAudio's `AVAudioInputNode`): a snapshot has none.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}

/// The engine's output, the speaker (AVFAudio's `AVAudioOutputNode`).
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}

/// A node that plays buffers and files (AVFAudio's `AVAudioPlayerNode`): what is scheduled is
/// kept and never played (a snapshot has no audio device), so completions are not called.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    open var volume: Float = 1
    open var pan: Float = 0
    /// False: nothing plays in a snapshot.
    open var isPlaying: Bool { false }
    public override init() {}
    open func play() {}
    open func play(at when: AVAudioTime?) {}
    open func pause() {}
    open func stop() {}
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {}
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, at when: AVAudioTime?, options: AVAudioPlayerNodeBufferOptions = [],
                             completionHandler: (@Sendable () -> Void)? = nil) {}
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil) {}
    open func scheduleSegment(_ file: AVAudioFile, startingFrame: AVAudioFramePosition, frameCount: AVAudioFrameCount,
                              at when: AVAudioTime?, completionHandler: (@Sendable () -> Void)? = nil) {}
    /// The node's time for `nodeTime`: nil, as for a node that is not playing.
    open func playerTime(forNodeTime nodeTime: AVAudioTime) -> AVAudioTime? { nil }
    /// The node's last render time: nil, as for a node that is not playing.
    open var lastRenderTime: AVAudioTime? { nil }
}

/// How a buffer is scheduled (AVFAudio's `AVAudioPlayerNodeBufferOptions`).
public struct AVAudioPlayerNodeBufferOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let loops = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 0)
    public static let interrupts = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 1)
    public static let interruptsAtLoop = AVAudioPlayerNodeBufferOptions(rawValue: 1 << 2)
}

/// An audio effect node (AVFAudio's `AVAudioUnit`).
open class AVAudioUnit: AVAudioNode, @unchecked Sendable {}

/// Changes pitch and rate (AVFAudio's `AVAudioUnitTimePitch`): kept, nothing is processed.
open class AVAudioUnitTimePitch: AVAudioUnit, @unchecked Sendable {
    open var pitch: Float = 0
    open var rate: Float = 1
    open var overlap: Float = 8
}

/// A reverb (AVFAudio's `AVAudioUnitReverb`): kept, nothing is processed.
open class AVAudioUnitReverb: AVAudioUnit, @unchecked Sendable {
    open var wetDryMix: Float = 0
}

/// An audio graph (AVFAudio's `AVAudioEngine`). Nodes are attached and connected as asked;
/// a snapshot has no audio device, so `start()` throws and the engine never runs.
open class AVAudioEngine: @unchecked Sendable {
    static let standardFormat = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 2)!

    public init() {}

    /// The nodes attached, in order.
    open private(set) var attachedNodes: Set<ObjectIdentifier> = []
    private var nodes: [AVAudioNode] = []
    /// The connections made, as (source, destination) pairs.
    private var connections: [(AVAudioNode, AVAudioNode)] = []

    public private(set) lazy var mainMixerNode: AVAudioMixerNode = {
        let mixer = AVAudioMixerNode()
        attach(mixer)
        connect(mixer, to: outputNode, format: nil)
        return mixer
    }()
    public private(set) lazy var outputNode: AVAudioOutputNode = { let node = AVAudioOutputNode(); attach(node); return node }()
    public private(set) lazy var inputNode: AVAudioInputNode = { let node = AVAudioInputNode(); attach(node); return node }()

    /// False: the engine never starts in a snapshot.
    open var isRunning: Bool { false }

    /// Adds `node` to the graph.
    open func attach(_ node: AVAudioNode) {
        guard !attachedNodes.contains(ObjectIdentifier(node)) else { return }
        attachedNodes.insert(ObjectIdentifier(node))
        nodes.append(node)
        node.engine = self
    }

    /// Removes `node` and its connections.
    open func detach(_ node: AVAudioNode) {
        attachedNodes.remove(ObjectIdentifier(node))
        nodes.removeAll { $0 === node }
        connections.removeAll { $0.0 === node || $0.1 === node }
        node.engine = nil
    }

    /// Connects `node1`'s output to `node2`'s input.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        connections.append((node1, node2))
    }

    /// Connects `node1`'s output bus to `node2`'s input bus.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus, format: AVAudioFormat?) {
        connections.append((node1, node2))
    }

    /// Removes `node`'s input connections.
    open func disconnectNodeInput(_ node: AVAudioNode) { connections.removeAll { $0.1 === node } }
    /// Removes `node`'s output connections.
    open func disconnectNodeOutput(_ node: AVAudioNode) { connections.removeAll { $0.0 === node } }

    /// The nodes `node`'s output is connected to.
    open func outputConnectionPoints(for node: AVAudioNode, outputBus bus: AVAudioNodeBus) -> [AVAudioConnectionPoint] {
        connections.filter { $0.0 === node }.map { AVAudioConnectionPoint(node: $0.1, bus: 0) }
    }

    /// Prepares the graph (nothing to prepare).
    open func prepare() {}
    /// Throws: a snapshot has no audio device to start on.
    open func start() throws {
        throw NSError(domain: "com.apple.coreaudio.avfaudio", code: -1,
                      userInfo: [NSLocalizedDescriptionKey: "AVAudioEngine cannot start: a snapshot has no audio device"])
    }
    open func pause() {}
    open func stop() {}
    open func reset() {}
}

/// A node's bus another is connected to (AVFAudio's `AVAudioConnectionPoint`).
open class AVAudioConnectionPoint: @unchecked Sendable {
    open private(set) weak var node: AVAudioNode?
    public let bus: AVAudioNodeBus
    public init(node: AVAudioNode, bus: AVAudioNodeBus) {
        self.node = node
        self.bus = bus
    }
}
