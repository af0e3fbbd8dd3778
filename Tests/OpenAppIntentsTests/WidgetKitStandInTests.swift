import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

// Widgets, controls and an app scene written as real apps' widget extensions write them.

private struct CupsEntry: TimelineEntry {
  let date: Date
  let cups: Int
}

private struct CupsProvider: TimelineProvider {
  func placeholder(in context: Context) -> CupsEntry {
    CupsEntry(date: .now, cups: context.family == .systemMedium ? 6 : 3)
  }
  func getSnapshot(in context: Context, completion: @escaping @Sendable (CupsEntry) -> Void) {
    completion(placeholder(in: context))
  }
  func getTimeline(
    in context: Context, completion: @escaping @Sendable (Timeline<CupsEntry>) -> Void
  ) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

private struct CupsView: View {
  var entry: CupsEntry
  @Environment(\.widgetFamily) var family
  var body: some View {
    VStack {
      Text("\(entry.cups) cups")
      if family == .accessoryInline { Text("inline") }
    }
  }
}

private struct CupsWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "cups", provider: CupsProvider()) { entry in
      CupsView(entry: entry)
    }
    .configurationDisplayName("Cups")
    .description("Cups of coffee today.")
    .supportedFamilies([.systemSmall, .systemMedium])
    .contentMarginsDisabled()
  }
}

private struct ShopConfiguration: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Shop"
  @Parameter(title: "Shop", default: "Harbour") var shop: String
}

private struct ShopEntry: TimelineEntry {
  let date: Date
  let shop: String
  var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 1) }
}

private struct ShopProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> ShopEntry { ShopEntry(date: .now, shop: "Harbour") }
  func snapshot(for configuration: ShopConfiguration, in context: Context) async -> ShopEntry {
    ShopEntry(date: .now, shop: configuration.shop)
  }
  func timeline(for configuration: ShopConfiguration, in context: Context) async
    -> Timeline<ShopEntry>
  {
    let entry = await snapshot(for: configuration, in: context)
    return Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(900)))
  }
}

private struct ShopWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: "shop", intent: ShopConfiguration.self, provider: ShopProvider()) {
      entry in
      Text("Open: \(entry.shop)")
    }
  }
}

private struct SetHeater: SetValueIntent {
  static let title: LocalizedStringResource = "Heater"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

private struct BrewNow: AppIntent {
  static let title: LocalizedStringResource = "Brew Now"
  func perform() async throws -> some IntentResult { .result() }
}

private struct HeaterControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "heater") {
      ControlWidgetToggle("Heater", isOn: true, action: SetHeater()) { isOn in
        Text(isOn ? "Warm" : "Cold")
      }
      .tint(.orange)
    }
    .displayName("Heater")
  }
}

private struct MachineChoice: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Machine"
  @Parameter(title: "Machine", default: "Espresso") var machine: String
}

private struct MachineStatus {
  let machine: String
  let busy: Bool
}

private struct MachineState: AppIntentControlValueProvider {
  func previewValue(configuration: MachineChoice) -> MachineStatus {
    MachineStatus(machine: configuration.machine, busy: false)
  }
  func currentValue(configuration: MachineChoice) async throws -> MachineStatus {
    MachineStatus(machine: configuration.machine, busy: true)
  }
}

private struct BrewControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(kind: "brew", provider: MachineState()) { status in
      ControlWidgetButton(action: BrewNow()) {
        Label(status.busy ? "Brewing" : "Brew \(status.machine)", systemImage: "cup.and.saucer")
      }
    }
  }
}

private struct CoffeeWidgets: WidgetBundle {
  var body: some Widget {
    CupsWidget()
    ShopWidget()
    HeaterControl()
    BrewControl()
  }
}

private struct CoffeeScenes {
  var scene: some Scene {
    WindowGroup(id: "main") {
      Text("Coffee")
    }
    .windowResizability(.contentMinSize)
  }
}

private struct CounterView: View {
  @State private var count = 0
  @State private var note: String?
  var body: some View {
    Text("Count \(count)")
    Button("Brew", intent: BrewNow())
      .buttonBorderShape(.roundedRectangle(radius: 8))
  }
  func bump() -> Binding<Int> { $count }
}

#Preview {
  CounterView()
}

#Preview(as: .systemSmall) {
  CupsWidget()
} timeline: {
  CupsEntry(date: .now, cups: 1)
  CupsEntry(date: .now, cups: 2)
}

private struct Order { var shots: Int }

/// The text lines a view shows at 40 columns.
private func lines(_ view: some View) -> [String] {
  Snippet(view)?.lines(width: 40).map(\.text) ?? []
}

@Suite struct WidgetKitStandInTests {
  // The provider is asked for the family; the view's `@Environment(\.widgetFamily)` stays the
  // default environment's (.systemSmall), a gap docs/status.md names.
  @Test func staticWidgetDrawsItsProvidersPlaceholderEntryForAFamily() {
    #expect(lines(CupsWidget().placeholderView(family: .systemSmall)) == ["3 cups"])
    #expect(lines(CupsWidget().placeholderView(family: .systemMedium)) == ["6 cups"])
  }

  @Test func intentConfiguredWidgetDrawsItsPlaceholderEntry() {
    #expect(lines(ShopWidget().placeholderView()) == ["Open: Harbour"])
  }

  @Test func appIntentTimelineProviderGivesTheConfiguredEntryAndItsReloadDate() async {
    let configuration = ShopConfiguration()
    configuration.shop = "Station"
    let context = TimelineProviderContext(family: .systemSmall)
    let timeline = await ShopProvider().timeline(for: configuration, in: context)
    #expect(timeline.entries.map(\.shop) == ["Station"])
    #expect(timeline.entries.first?.relevance?.score == 1)
    #expect(timeline.policy == .after(timeline.entries[0].date.addingTimeInterval(900)))
    #expect(ShopProvider().recommendations().isEmpty)
  }

  @Test func staticControlToggleShowsItsStateAndRunsItsIntentWithTheOtherState() throws {
    let controls = Snippet(HeaterControl().previewView())?.controls ?? []
    #expect(controls.map(\.title) == ["☑ Heater"])
    let intent = try #require(controls.first?.intent as? SetHeater)
    #expect(intent.value == false)
  }

  @Test func intentConfiguredControlButtonShowsItsPreviewValueLabel() {
    let controls = Snippet(BrewControl().previewView())?.controls ?? []
    #expect(controls.map(\.title) == ["Brew Espresso"])
    #expect(controls.first?.intent is BrewNow)
  }

  @Test func widgetBundleListsItsWidgetsAndControlsInOrder() {
    let bundle = CoffeeWidgets()
    #expect(
      bundle.widgets.map { String(describing: type(of: $0)) } == ["CupsWidget", "ShopWidget"])
    #expect(
      bundle.controls.map { String(describing: type(of: $0)) } == ["HeaterControl", "BrewControl"])
  }

  @Test func stateKeepsItsValueAndItsBindingWritesThrough() {
    let view = CounterView()
    let binding = view.bump()
    binding.wrappedValue = 5
    #expect(binding.wrappedValue == 5)
    #expect(lines(view).first == "Count 5")
    var order = Order(shots: 1)
    let whole = Binding(get: { order }, set: { order = $0 })
    whole.shots.wrappedValue = 2
    #expect(order.shots == 2)
    #expect(Binding.constant(3).wrappedValue == 3)
  }

  @Test func buttonRunningAppCodeShowsItsTitleAndOffersNothingToPick() {
    let snippet = Snippet(
      VStack {
        Button("Open the app") {}
        Button(action: {}) { Text("Settings") }
      })
    #expect(snippet?.controls.isEmpty == true)
    #expect(snippet?.lines(width: 40).map(\.text) == ["Open the app", "Settings"])
  }

  @Test func buttonWithAStringTitleIsListedAsAControl() {
    let title = String("Brew")
    let controls = Snippet(Button(title, intent: BrewNow()))?.controls ?? []
    #expect(controls.map(\.title) == ["Brew"])
  }

  @Test func staticProviderGivesItsTimelineToTheCompletion() async {
    let timeline = await withCheckedContinuation { continuation in
      CupsProvider().getTimeline(in: TimelineProviderContext(family: .systemSmall)) {
        continuation.resume(returning: $0)
      }
    }
    #expect(timeline.entries.map(\.cups) == [3])
    #expect(timeline.policy == .atEnd)
    #expect(timeline.policy != .never)
  }
}
