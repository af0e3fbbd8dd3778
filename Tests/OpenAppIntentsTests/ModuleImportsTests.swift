import Foundation
import Testing

/// OpenAppIntents is Apple's API and nothing else: it may import Foundation and the package's
/// support modules below it (a lock, Foundation's missing pieces), never a SiriSim module such
/// as TextLayout or the runtime.
@Suite struct ModuleImportsTests {
  /// Observation is the toolchain's, re-exported as SwiftUI re-exports it.
  static let allowed: Set<String> = [
    "Foundation", "FoundationCompatibility", "Locking", "Glibc", "Observation",
  ]

  @Test func openAppIntentsImportsOnlyFoundationLevelSupport() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources/OpenAppIntents")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var imported: Set<String> = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else {
          continue
        }
        if words[..<index].allSatisfy({ $0.hasPrefix("@") }) {
          imported.insert(String(words[index + 1]))
        }
      }
    }
    #expect(imported.contains("Foundation"), "the scan reads the imports")
    #expect(imported.subtracting(Self.allowed).isEmpty, "imports \(imported.sorted())")
  }
}
