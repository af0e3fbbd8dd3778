import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

/// The parts of a result, as the runtime reads them.
private func settingsParts(_ result: some IntentResult) -> IntentResultParts { result.resultParts }

/// The lines a view's snippet shows at a width.
private func settingsLines(_ view: some View, width: Int = 40) -> [String] {
  settingsParts(.result(view: view)).snippet?.lines(width: width).map(\.text) ?? []
}

private enum Roast: String, CaseIterable, Hashable {
  case light, dark
}

/// A settings view written as apps write theirs: state bound to a toggle and a picker inside an
/// expandable group with a style of the app's own, and a control label with an action hint.
private struct RoastSettings: View {
  @State private var decaf = true
  @State private var roast = Roast.dark
  @State private var isOpen = false

  var body: some View {
    DisclosureGroup {
      Toggle("Decaf", isOn: $decaf)
      Picker("Roast", selection: $roast) {
        ForEach(Roast.allCases, id: \.rawValue) { roast in
          Text(roast.rawValue).tag(roast)
        }
      }
    } label: {
      Text("Preferences")
        .foregroundStyle(Color.primary.tertiary)
    }
    .disclosureGroupStyle(PlainGroupStyle(isOpen: $isOpen))
  }
}

private struct PlainGroupStyle: DisclosureGroupStyle {
  @Binding var isOpen: Bool
  func makeBody(configuration: Configuration) -> some View { configuration.content }
}

@Suite struct SettingsViewStandInTests {
  @Test func settingsGroupShowsItsLabelBoundToggleAndPickerChoices() {
    #expect(
      settingsLines(RoastSettings()) == ["Preferences", "☑ Decaf", "Roast", "light", "dark"])
  }

  @Test func collapsedGroupShowsOnlyItsLabel() {
    let group = DisclosureGroup(isExpanded: .constant(false)) {
      Text("hidden")
    } label: {
      Text("More")
    }
    #expect(settingsLines(group) == ["More"])
  }

  @Test(arguments: [false, true]) func actionHintLeavesTheControlLabelAsItIs(running: Bool) {
    let label = Label("VPN", systemImage: "lock")
      .controlWidgetActionHint(running ? "Stop" : "Start")
      .foregroundStyle(.quinary)
    #expect(settingsLines(label).joined().hasSuffix("VPN"))
  }
}
