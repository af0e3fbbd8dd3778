import Locking
import Testing

@Suite struct LockedTests {
  @Test func concurrentIncrementsAreNeverLost() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  struct Refused: Error {}

  @Test func aThrowingBodyLeavesTheValueUsableAndUnlocked() {
    let names = Locked(["Tomato"])
    #expect(throws: Refused.self) {
      try names.withLock { names throws(Refused) in
        names.append("Clam Chowder")
        throw Refused()
      }
    }
    // A lock left held would deadlock here.
    #expect(names.withLock { $0 } == ["Tomato", "Clam Chowder"])
  }
}
