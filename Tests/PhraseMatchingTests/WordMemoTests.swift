import Locking
import Testing

@testable import PhraseMatching

@Suite struct WordMemoTests {
  @Test func worksOutEachWordOnce() {
    let memo = WordMemo<Int>()
    let computed = Locked(0)
    for word in ["soup", "chef", "soup", "soup", "chef", "order"] {
      let value = memo.value(for: word) {
        computed.withLock { $0 += 1 }
        return word.count
      }
      #expect(value == word.count)
    }
    #expect(computed.withLock { $0 } == 3)
  }

  @Test func forgetsEverythingOnceFull() {
    let memo = WordMemo<Int>(capacity: 2)
    let computed = Locked(0)
    func look(_ word: String) {
      _ = memo.value(for: word) {
        computed.withLock { $0 += 1 }
        return 0
      }
    }
    look("tomato")
    look("clam")
    look("chowder")  // full: forgets "tomato" and "clam"
    look("chowder")
    look("tomato")
    #expect(computed.withLock { $0 } == 4)
  }

  @Test func tasksSharingAMemoGetEveryWordsOwnValue() async {
    let memo = WordMemo<String>(capacity: 64)
    let words = (0..<200).map { "word\($0)" }
    let wrong = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for round in 0..<20 {
            for word in words.shuffled() where (round + task) % 3 != 0 {
              if memo.value(for: word, { word.uppercased() }) != word.uppercased() {
                wrong.withLock { $0 += 1 }
              }
            }
          }
        }
      }
    }
    #expect(wrong.withLock { $0 } == 0)
  }
}
