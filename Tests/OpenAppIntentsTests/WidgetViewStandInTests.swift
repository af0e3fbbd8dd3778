import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing
@_spi(SiriSim) import TextOutput

/// The parts of a result, as the runtime reads them.
private func parts(_ result: some IntentResult) -> IntentResultParts { result.resultParts }

/// The lines a view's snippet shows at a width.
private func lines(_ view: some View, width: Int = 40) -> [String] {
  parts(.result(view: view)).snippet?.lines(width: width).map(\.text) ?? []
}

/// The root node of a view's snippet.
private func root(_ view: some View) -> SnippetNode? {
  parts(.result(view: view)).snippet?.root
}

/// A widget view written as apps write theirs: SwiftUI's layout, style and WidgetKit modifiers.
private struct BatteryWidgetView: View {
  @Environment(\.widgetFamily) var family
  var level: Double

  var body: some View {
    ZStack {
      Color.black.opacity(0.2)
      VStack(alignment: .leading) {
        Label("Battery", systemImage: "bolt")
          .font(.system(size: 12, weight: .semibold))
          .foregroundStyle(.secondary)
        Text("Phone")
          .fontWeight(.bold)
          .lineLimit(1)
          .minimumScaleFactor(0.5)
        ProgressView(value: level)
          .tint(.green)
        if family == .systemSmall {
          Text("small")
        }
      }
      .padding(.horizontal, 8)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8))
    }
    .widgetAccentable()
    .containerBackground(.fill, for: .widget)
    .widgetURL(URL(string: "battery://open"))
    .buttonStyle(.plain)
  }
}

@Suite struct WidgetViewStandInTests {
  @Test func widgetViewWithLayoutAndWidgetModifiersShowsItsText() {
    #expect(lines(BatteryWidgetView(level: 0.42)) == ["Battery", "Phone", "42%", "small"])
  }

  @Test func systemFontsReadByTheirSizeAndWeight() {
    #expect(Font.system(size: 20) == Font.title)
    #expect(Font.system(size: 11) == Font.caption)
    #expect(Font.system(size: 15) == Font.body)
    #expect(Font.system(size: 15, weight: .bold) == Font.headline)
    #expect(Font.system(.caption, weight: .heavy) == Font.caption.bold())
    #expect(Font.body.weight(.light) == Font.body)
  }

  @Test func textWeightAndConcatenationKeepTheirStyle() {
    let text = Text("Total: ") + Text("4").fontWeight(.semibold)
    #expect(root(text) == .text("Total: 4", .emphasized))
    #expect(root(Text("Note").fontWeight(.regular)) == .text("Note", []))
    #expect(
      root(Text("Aside").foregroundStyle(HierarchicalShapeStyle.tertiary))
        == .text("Aside", .secondary))
  }

  @Test func progressViewShowsItsShareAndAnUnknownOneAsAnEllipsis() {
    #expect(lines(ProgressView(value: 3.0, total: 4.0)) == ["75%"])
    #expect(lines(ProgressView(value: Double?.none)) == ["…"])
    #expect(lines(ProgressView(value: 7.0, total: 4.0)) == ["100%"])
  }

  @Test func viewThatFitsShowsItsFirstChoiceAndGroupItsChildren() {
    let fits = ViewThatFits {
      Text("Long form")
      Text("Short")
    }
    #expect(lines(fits) == ["Long form"])
    let group = Group {
      Text("One")
      Text("Two")
    }
    #expect(lines(VStack { group }) == ["One", "Two"])
  }

  @Test func shapesAndColorsDrawNothingInASnippet() {
    let view = VStack {
      Circle().fill(.red)
      Capsule()
      ContainerRelativeShape()
      Color(red: 0.2, green: 0.4, blue: 0.6)
      Text("Left")
    }
    #expect(lines(view) == ["Left"])
  }

  @Test func dateTextsUseTheirStyle() {
    let noon = Date(timeIntervalSince1970: 43_200)
    #expect(
      root(Text(noon, style: .time)) == .text(noon.formatted(date: .omitted, time: .shortened), []))
    #expect(
      root(Text(noon, style: .date)) == .text(noon.formatted(date: .long, time: .omitted), []))
    #expect(root(Text(3, format: .number)) == .text("3", []))
  }
}

@Suite struct LocalizedStringResourceInitializerTests {
  @Test func resourceWithKeyDefaultValueTableBundleAndCommentKeepsKeyTextAndTable() {
    let resource = LocalizedStringResource(
      "widget.title", defaultValue: "Battery", table: "Widgets", bundle: .main,
      comment: "The widget's title")
    #expect(resource.key == "widget.title")
    #expect(resource.defaultValue == "Battery")
    #expect(resource.table == "Widgets")
  }

  @Test func resourceFromALocalizationValueInABundleKeepsItsInterpolatedText() {
    let count = 3
    let resource = LocalizedStringResource(
      "\(count) devices", table: "Devices", locale: Locale(identifier: "en"),
      bundle: Bundle.main, comment: "A count")
    #expect(resource.key == "%@ devices")
    #expect(resource.defaultValue == "3 devices")
    #expect(resource.table == "Devices")
  }

  @Test func resourceForAClassBundleIsTheDefaultValue() {
    let resource = LocalizedStringResource(
      "open", defaultValue: "Open the app", bundle: .forClass(NSObject.self))
    #expect(resource.defaultValue == "Open the app")
  }

  @Test func localizedStringWithDefaultValueIsTheDefaultValue() {
    #expect(String(localized: "greeting", defaultValue: "Hello", comment: "hi") == "Hello")
    #expect(String(localized: "Plain", table: "Main", bundle: .main) == "Plain")
  }

  @Test func textFromALocalizedStringKeyShowsItsText() {
    let key: LocalizedStringKey = "Turn off"
    #expect(root(Text(key, bundle: .main)) == .text("Turn off", []))
  }
}

@Suite struct GridStandInTests {
  @Test func lazyGridPutsAsManyCellsOnALineAsItHasColumns() {
    let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
      ForEach(["Lamp", "Fan", "Heater"], id: \.self) { Text($0) }
    }
    #expect(
      root(grid)
        == .vstack([
          .hstack([.text("Lamp", []), .text("Fan", [])]), .hstack([.text("Heater", [])]),
        ]))
  }

  @Test func gridRowsAreLinesOfCells() {
    let grid = Grid {
      GridRow {
        Text("Inside")
        Text("21°")
      }
      GridRow {
        Text("Outside")
        Text("9°")
      }
    }
    #expect(lines(grid).count == 2)
    #expect(lines(grid).first?.contains("Inside") == true)
    #expect(lines(grid).first?.contains("21°") == true)
  }
}
