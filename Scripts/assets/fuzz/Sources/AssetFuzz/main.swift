// A libFuzzer target for the asset readers (run with run.sh beside this file). The executable's
// main entry is handed to libFuzzer's driver, since SwiftPM names it after the target.
import AssetExercise

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    exercise([UInt8](UnsafeRawBufferPointer(start: start, count: count)))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(_ argc: UnsafeMutablePointer<CInt>,
               _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
               _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("AssetFuzz_main")
public func assetFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments) { data, size in
        guard let data else { return 0 }
        return fuzz(UnsafeRawPointer(data), size)
    }
}
