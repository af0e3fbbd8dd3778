import ConversationRuntime
import Foundation
import OpenAppIntents
import SiriSimApp
import SiriStore

/// `sirisim-bench store [N]`: the store's cost on this machine, on a file in WAL mode as
/// `sirisim` uses it: a donation (one transaction each), an app's read-and-write update,
/// ranking suggestions over N donations, and matching an utterance against 100 recorded
/// phrases. Deterministic inputs; wall-clock timings.
enum StoreBench {
  static func run(donations count: Int) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("sirisim-bench-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("sirisim.sqlite")
    let store: SiriStore
    do {
      store = try SiriStore(location: .file(url))
    } catch {
      print("sirisim-bench store: \(error)")
      return
    }
    print("sirisim-bench store: \(count) donations into \(url.path)")
    let clock = ContinuousClock()
    let soups = ["Tomato Soup", "Chicken Noodle Soup", "New England Clam Chowder", "Chili"]
    let start = Date(timeIntervalSince1970: 1_795_262_400)
    var writes: [Duration] = []
    for index in 0..<count {
      let donation = IntentDonation(
        id: UUID(), app: "Soup Chef", intent: "OrderSoup", intentTitle: "Order Soup",
        parameters: [
          SavedParameter(name: "soup", value: soups[index % soups.count]),
          SavedParameter(name: "storeLocation", value: "Ferry Building"),
        ],
        date: start.addingTimeInterval(Double(index) * 3_607), outcome: .completed)
      writes.append(clock.measure { try? store.donate(donation) })
    }
    let total = writes.reduce(Duration.zero, +)
    Bench.report("  donate (one transaction each)", writes)
    print(
      String(
        format: "  donations per second: %.0f",
        Double(count)
          / max(
            1e-9,
            Double(total.components.seconds)
              + Double(total.components.attoseconds) / 1e18)))

    let appData = store.appData(for: "Soup Chef")
    var updates: [Duration] = []
    for index in 0..<200 {
      updates.append(
        clock.measure {
          _ = try? appData.update([String].self, forKey: "history") {
            ($0 ?? []) + ["order \(index)"]
          }
        })
    }
    Bench.report("  AppDataStore.update (a list of up to 200)", updates)

    var reads: [Duration] = []
    var ranks: [Duration] = []
    for _ in 0..<10 {
      var all: [IntentDonation] = []
      reads.append(clock.measure { all = (try? store.donations(matching: DonationFilter())) ?? [] })
      ranks.append(
        clock.measure {
          _ = SuggestionRanker().rank(all, now: start.addingTimeInterval(Double(count) * 3_607))
        })
    }
    Bench.report("  read \(count) donations", reads)
    Bench.report("  rank \(count) donations into suggestions", ranks)

    for index in 0..<100 {
      try? store.saveVoiceShortcut(
        VoiceShortcut(
          id: UUID(), invocationPhrase: "my shortcut number \(index) please", app: "Soup Chef",
          intent: "OrderSoup", parameters: [], created: start))
    }
    let phrases = (try? store.voiceShortcuts()) ?? []
    let matcher = VoiceShortcutMatcher(shortcuts: phrases)
    var matches: [Duration] = []
    for round in 0..<20 {
      for utterance in [
        "my shortcut number \(round) please", "my shortcut numbr 7 pleese",
        "order tomato soup from soup chef",
      ] {
        matches.append(clock.measure { _ = matcher.match(utterance) })
      }
    }
    Bench.report("  match an utterance against 100 recorded phrases", matches)
    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    print(String(format: "  store file: %.1f MB", Double(size) / 1_048_576))
  }
}
