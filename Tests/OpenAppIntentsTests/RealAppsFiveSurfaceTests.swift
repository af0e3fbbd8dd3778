import Foundation
@_spi(SiriSim) import OpenAppIntents
import Synchronization
import Testing
@_spi(SiriSim) import TextOutput

// API that real apps' App Intents files use and the sixteen apps tried before did not: an
// `AppEnum` that also names `CaseDisplayRepresentable`, SwiftUI's overlay fill and foreground
// styles, shapes drawn with their defaults, and colors in a named color space.

/// A mood filter declared as journaling apps declare theirs: both protocols named.
private enum MoodFilter: String, AppEnum, CaseDisplayRepresentable {
  case any, calm, tense
  static var typeDisplayRepresentation: TypeDisplayRepresentation { "Mood" }
  static let caseDisplayRepresentations: [MoodFilter: DisplayRepresentation] = [
    .any: "Any Mood", .calm: "Calm", .tense: "Tense",
  ]
}

private struct FilterEntriesIntent: AppIntent {
  static let title: LocalizedStringResource = "Filter Entries"
  @Parameter(title: "Mood", default: .any) var mood: MoodFilter
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Showing \(mood) entries.")
  }
}

@Suite struct CaseDisplayRepresentableAppEnumTests {
  @Test func enumNamingBothProtocolsSaysEachCaseByItsTitle() {
    #expect(text(MoodFilter.tense.localizedStringResource) == "Tense")
    #expect(text(MoodFilter.any.localizedStringResource) == "Any Mood")
  }

  @Test func enumNamingBothProtocolsOffersItsCasesToPick() {
    let support = EnumValueSupport(MoodFilter.self)
    #expect(support.cases.map(\.id) == ["any", "calm", "tense"])
    #expect(
      support.cases.map { text($0.displayRepresentation.title) } == ["Any Mood", "Calm", "Tense"])
  }

  @Test func dialogInterpolatingTheCaseSaysItsTitle() async throws {
    let intent = FilterEntriesIntent()
    intent.mood = .calm
    let result = try await intent.perform()
    #expect(text(result.resultParts.dialog?.full) == "Showing Calm entries.")
  }
}

@Suite struct ShapeStyleDefaultsStandInTests {
  @Test func widgetOnAnOverlayFillDrawsItsContent() {
    let snippet = Snippet(
      VStack {
        Text("Record a thought")
        ZStack { Circle().strokeBorder() }
      }
      .containerBackground(.fill.tertiary, for: .widget))
    #expect(snippet?.lines(width: 40).map(\.text).joined().contains("Record a thought") == true)
  }

  @Test func shapesDrawnWithDefaultsKeepTheirView() {
    let snippet = Snippet(
      HStack {
        Circle().fill()
        Circle().stroke(lineWidth: 2)
        Circle().strokeBorder(lineWidth: 3, antialiased: false)
        Text("Rings")
      }
      .foregroundStyle(.foreground))
    #expect(snippet?.lines(width: 40).map(\.text).joined().contains("Rings") == true)
  }

  @Test func fillStyleKeepsItsRules() {
    let style = FillStyle(eoFill: true)
    #expect(style.isEOFilled && style.isAntialiased)
    #expect(FillStyle() == FillStyle(eoFill: false, antialiased: true))
  }

  @Test func colorsInAColorSpaceAreColorsOfThatSpace() {
    let red = Color(.sRGB, red: 0.9, green: 0.1, blue: 0.1)
    #expect(red == Color(.sRGB, red: 0.9, green: 0.1, blue: 0.1, opacity: 1))
    #expect(red != Color(.displayP3, red: 0.9, green: 0.1, blue: 0.1))
    #expect(Color(.sRGBLinear, white: 0.5) != Color(.sRGB, white: 0.5))
  }
}

/// Keeps what an app writes to Spotlight, and what it removes.
private final class SpotlightLog: SpotlightSink {
  let entries = Mutex<[SpotlightEntry]>([])
  let deletions = Mutex<[SpotlightDeletion]>([])
  func index(_ entries: [SpotlightEntry]) throws { self.entries.withLock { $0 += entries } }
  func delete(_ deletion: SpotlightDeletion) throws { deletions.withLock { $0.append(deletion) } }
}

/// What completion handlers were called with.
private final class Reports: Sendable {
  let lines = Mutex<[String]>([])
}

/// A workout indexed as fitness apps index theirs, from code that is not async.
private func indexWorkout(_ title: String, reported: Reports) {
  let attributes = CSSearchableItemAttributeSet(contentType: .item)
  attributes.title = title
  let item = CSSearchableItem(
    uniqueIdentifier: "workout-1", domainIdentifier: "workouts", attributeSet: attributes)
  CSSearchableIndex.default().indexSearchableItems([item]) { error in
    reported.lines.withLock { $0.append(error.map { "\($0)" } ?? "indexed") }
  }
}

@Suite struct SpotlightCompletionHandlerTests {
  @Test func itemIndexedWithACompletionHandlerIsInSpotlight() {
    let spotlight = SpotlightLog()
    let reported = Reports()
    SpotlightSinkBinding.$current.withValue(spotlight) {
      indexWorkout("Push Day", reported: reported)
    }
    #expect(spotlight.entries.withLock { $0.map(\.title) } == ["Push Day"])
    #expect(reported.lines.withLock { $0 } == ["indexed"])
  }

  @Test func attributeSetOfAContentTypeKeepsItsIdentifier() {
    #expect(CSSearchableItemAttributeSet(contentType: .text).contentType == "public.text")
  }

  @Test func deletionsWithoutAHandlerReachSpotlight() {
    let spotlight = SpotlightLog()
    SpotlightSinkBinding.$current.withValue(spotlight) {
      CSSearchableIndex.default().deleteSearchableItems(
        withIdentifiers: ["workout-1"], completionHandler: nil)
      CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["workouts"])
      CSSearchableIndex.default().deleteAllSearchableItems()
    }
    #expect(
      spotlight.deletions.withLock { $0 } == [.items(["workout-1"]), .domains(["workouts"]), .all])
  }

  @Test func indexingWhereSpotlightIsNotRunningReportsWhy() {
    let reported = Reports()
    indexWorkout("Leg Day", reported: reported)
    #expect(reported.lines.withLock { $0.first?.contains("Spotlight isn't running") } == true)
  }
}
