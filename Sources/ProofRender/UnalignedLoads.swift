#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unaligned loads and stores of the codec's hot loops. `loadUnaligned(as:)` is generic: a
/// debug build (the default of `swift test`) does not specialise it, and every call then asks
/// the runtime for type metadata, which made recording a reference in debug many times slower
/// than verifying one. Debug builds copy with `memcpy` instead; release builds keep the
/// standard library's load. Both give the same values, so encoded bytes do not depend on the
/// build configuration.
enum Unaligned {
    /// A little-endian 64-bit word (`UInt64(littleEndian:)` is generic too, in a debug build).
    @inline(__always)
    static func loadLittle64(_ pointer: UnsafeRawPointer) -> UInt64 {
        #if DEBUG && _endian(little)
        return load64(pointer)
        #else
        return UInt64(littleEndian: load64(pointer))
        #endif
    }

    /// A little-endian 32-bit word.
    @inline(__always)
    static func loadLittle32(_ pointer: UnsafeRawPointer) -> UInt32 {
        #if DEBUG && _endian(little)
        return load32(pointer)
        #else
        return UInt32(littleEndian: load32(pointer))
        #endif
    }

    @inline(__always)
    static func load64(_ pointer: UnsafeRawPointer) -> UInt64 {
        #if DEBUG
        var value: UInt64 = 0
        memcpy(&value, pointer, 8)
        return value
        #else
        return pointer.loadUnaligned(as: UInt64.self)
        #endif
    }

    @inline(__always)
    static func load32(_ pointer: UnsafeRawPointer) -> UInt32 {
        #if DEBUG
        var value: UInt32 = 0
        memcpy(&value, pointer, 4)
        return value
        #else
        return pointer.loadUnaligned(as: UInt32.self)
        #endif
    }

    @inline(__always)
    static func store32(_ value: UInt32, _ pointer: UnsafeMutableRawPointer) {
        #if DEBUG
        var value = value
        memcpy(pointer, &value, 4)
        #else
        pointer.storeBytes(of: value, as: UInt32.self)
        #endif
    }
}
