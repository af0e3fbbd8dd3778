import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

// A control titled by a string and labels titled by a string value, as widget extensions write
// them: `ControlWidgetButton("Quick Add", action:) { _ in … }`, `Label(name, systemImage:)`.

private struct LogCupIntent: AppIntent {
  static let title: LocalizedStringResource = "Log a Cup"
  func perform() async throws -> some IntentResult { .result() }
}

private struct QuickLogControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "quick-log") {
      ControlWidgetButton("Quick Add", action: LogCupIntent()) { isRunning in
        Label(isRunning ? "Adding" : "Add", systemImage: "plus.circle")
      }
    }
  }
}

@Suite struct TitledControlStandInTests {
  @Test func stringTitledControlButtonIsListedByItsTitle() {
    let controls = Snippet(QuickLogControl().previewView())?.controls ?? []
    #expect(controls.map(\.title) == ["Quick Add"])
    #expect(controls.first?.intent is LogCupIntent)
  }

  @Test func labelTitledByAStringValueShowsItAsWritten() {
    let name = "Timer: \(3) on"
    let snippet = Snippet(VStack { Label(name, systemImage: "timer") })
    #expect(snippet?.lines(width: 40).map(\.text).joined().hasSuffix("Timer: 3 on") == true)
  }
}

@Suite struct ShortcutsLinkStandInTests {
  @Test func shortcutsLinkIsDrawnAsItsLabelAndOffersNothingToPick() {
    let snippet = Snippet(
      VStack {
        Text("Add the wallpaper action to an automation.")
        ShortcutsLink().shortcutsLinkStyle(.automaticOutline)
      })
    #expect(snippet?.controls.isEmpty == true)
    #expect(snippet?.lines(width: 50).last?.text.hasSuffix("Shortcuts") == true)
  }
}
