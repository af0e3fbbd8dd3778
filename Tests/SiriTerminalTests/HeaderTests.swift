import Foundation
import SiriTerminal
import Testing

/// The header, one line: the apps, then a stopped clock's time, the store, "● REC" while a
/// transcript is written, and the mode, the least important left out first at 80 columns.
struct HeaderTests {
  static let noon = Date(timeIntervalSince1970: 1_795_262_400)

  static func header(
    columns: Int = 80, fixed: Date? = nil, store: String? = "~/s.sqlite", recording: Bool = false
  ) -> String {
    var state = TerminalState(
      size: TerminalSize(columns: columns, rows: 24),
      apps: ["Soup Chef", "Trails", "Book Library"])
    state.fixedTime = fixed
    state.store = store
    state.isRecording = recording
    return TerminalRenderer.render(state, size: state.size).rowText(0)
  }

  @Test func aRunningClockIsNotShownAndTheStoreIs() {
    let header = Self.header()
    #expect(header.contains("SiriSim · Soup Chef, Trails, Book Library"))
    #expect(header.contains("store ~/s.sqlite"))
    #expect(!header.contains("now "))
  }

  @Test func aStoppedClockAndRecordingAreSaidAt80Columns() {
    let header = Self.header(fixed: Self.noon, recording: true)
    #expect(header.count <= 80)
    #expect(header.contains("● REC"))
    #expect(header.contains("now 2026-11-21 12:00 (fixed)"))
  }

  @Test func aMemoryStoreSaysSo() {
    #expect(Self.header(store: "memory").contains("store memory"))
  }

  @Test func aLongStorePathKeepsItsFileName() {
    #expect(
      TerminalRenderer.abbreviatingHome(
        in: "/home/ann/.local/share/sirisim/sirisim.sqlite", home: "/home/ann")
        == "…/sirisim.sqlite")
    #expect(
      TerminalRenderer.abbreviatingHome(in: "/home/ann/s.sqlite", home: "/home/ann") == "~/s.sqlite"
    )
  }
}
