import Foundation
import FuzzTargets

#if FUZZING
  /// The target libFuzzer runs, from `SIRISIM_FUZZ_TARGET` (see `Tests/Fuzz/run.sh`).
  private let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["SIRISIM_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
      let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
      FileHandle.standardError.write(Data("Set SIRISIM_FUZZ_TARGET to one of: \(names).\n".utf8))
      exit(2)
    }
    return target
  }()

  /// libFuzzer's entry point: one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget.runBlocking(bytes)
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point. SwiftPM names an executable module's entry
  /// `<module>_main`; libFuzzer's driver is started from it, since libFuzzer's own `main` is
  /// not used.
  @_cdecl("sirisim_fuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
  }
#else
  /// Without libFuzzer: `sirisim-fuzz TARGET FILE…` runs the target on each file, so a crash
  /// the fuzzer found can be replayed in a debugger.
  @main
  struct FuzzReplay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        print("usage: sirisim-fuzz \(names) FILE…")
        exit(2)
      }
      for path in arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("cannot read \(path)")
          exit(1)
        }
        target.runBlocking(Array(data))
        print("ok \(path)")
      }
    }
  }
#endif
