import Foundation
import FuzzTargets
import Testing

/// Every seed and every input that once crashed (Tests/Fuzz/Corpus/<target>) runs through its
/// fuzz target on every `swift test`: a crash here fails the run, so a fixed bug stays fixed.
struct CorpusReplayTests {
  static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus")

  @Test(arguments: FuzzTarget.allCases)
  func corpusRunsThroughItsTarget(_ target: FuzzTarget) async throws {
    let folder = Self.corpus.appendingPathComponent(target.rawValue)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count >= 5, "\(target.rawValue) has too few seeds")
    for file in files {
      let data = try Data(contentsOf: folder.appendingPathComponent(file))
      await target.run(Array(data))
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func emptyAndNoiseInputsRun(_ target: FuzzTarget) async {
    await target.run([])
    await target.run([0xFF, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0xF0, 0xF1, 0xF2, 0x0A, 0x0D])
    await target.run(Array(repeating: 0x41, count: 4096))
  }
}
