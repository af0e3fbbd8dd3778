import Foundation
import OpenAppIntents
import Testing

/// Apple's shapes and defaults for the parameter options shipping apps use.
@Suite struct ParameterEntryOptionsTests {
  struct Options: AppIntent {
    static let title: LocalizedStringResource = "Options"
    @Parameter(
      title: "Query",
      inputOptions: String.IntentInputOptions(
        keyboardType: .URL, capitalizationType: .none, autocorrect: false))
    var query: String
    @Parameter(title: "Words", inputOptions: String.IntentInputOptions(capitalizationType: .none))
    var words: [String]
    @Parameter(title: "Image", supportedTypeIdentifiers: ["public.image"])
    var image: IntentFile
    @Parameter(title: "Files", supportedContentTypes: [.pdf], size: [.systemLarge: 3])
    var files: [IntentFile]
    @Parameter(title: "When", kind: .date)
    var when: Date?
    @Parameter(title: "Plain")
    var plain: String?
    func perform() async throws -> some IntentResult { .result() }
  }

  @Test func inputOptionsDefaultsAreApples() {
    let options = String.IntentInputOptions()
    #expect(options.keyboardType == .asciiCapable)
    #expect(options.capitalizationType == .sentences)
    #expect(!options.multiline)
    #expect(options.autocorrect && options.smartQuotes && options.smartDashes)
  }

  @Test func parametersKeepWhatTheyDeclare() {
    let intent = Options()
    #expect(intent.$query.inputOptions?.keyboardType == .URL)
    #expect(intent.$query.inputOptions?.autocorrect == false)
    #expect(intent.$words.inputOptions?.capitalizationType == IntentInputCapitalization.none)
    #expect(intent.$plain.inputOptions == nil)
    #expect(intent.$when.dateKind == .date)
  }

  @Test(arguments: [IntentParameter<Date>.DateKind.date, .time, .dateTime])
  func everyDateKindReadsBackAsDeclared(kind: IntentParameter<Date>.DateKind) {
    #expect(IntentParameter<Date>(title: "When", kind: kind).dateKind == kind)
  }

  @Test(arguments: [IntentParameter<DateComponents>.DateKind.date, .time, .dateTime])
  func everyComponentsKindReadsBackAsDeclared(kind: IntentParameter<DateComponents>.DateKind) {
    #expect(IntentParameter<DateComponents>(title: "When", kind: kind).dateKind == kind)
  }

  struct Kinds: DynamicOptionsProvider {
    func results() async throws -> [DateComponents] { [DateComponents(hour: 7)] }
  }

  @Test func oneFileDeclarationServesOneFileAndSeveral() {
    let one = IntentParameter<IntentFile>(title: "Image", supportedTypeIdentifiers: ["public.png"])
    let several = IntentParameter<[IntentFile]>(
      title: "Images", supportedTypeIdentifiers: ["public.png"])
    #expect(one.descriptor.entry.contentTypes == [.png])
    #expect(several.descriptor.entry.contentTypes == [.png])
  }

  @Test func oneKindDeclarationServesDatesAndComponents() {
    let components = IntentParameter<DateComponents>(
      title: "Alarm", kind: .time, optionsProvider: Kinds())
    let date = IntentParameter<Date?>(title: "When", kind: .dateTime, resolvers: {})
    #expect(components.dateKind == .time)
    #expect(date.dateKind == .dateTime)
  }

  @Test func numberStylesReadBackPerType() {
    let cups = IntentParameter<Int>(title: "Cups", inclusiveRange: (9, 1))
    #expect(cups.controlStyle == .stepper)
    #expect(cups.descriptor.inclusiveRange == 1...9)
    let mix = IntentParameter<Double?>(title: "Mix", controlStyle: .slider, inclusiveRange: (0, 1))
    #expect(mix.controlStyle == .slider)
    #expect(mix.descriptor.inclusiveRange == 0...1)
  }

  typealias PlaceStyle = IntentParameter<CLPlacemark>.PlacemarkDisplayStyle

  @Test(arguments: [PlaceStyle.name, .address, .city])
  func everyPlaceStyleReadsBackAsDeclared(style: PlaceStyle) {
    #expect(IntentParameter<CLPlacemark>(title: "Shop", displayStyle: style).displayStyle == style)
  }

  @Test func undeclaredKindAndStyleReadAsNil() {
    #expect(IntentParameter<Date>(title: "When").dateKind == nil)
    #expect(IntentParameter<CLPlacemark>(title: "Shop").displayStyle == nil)
  }

  @Test func zeroInitializersAreTheOrigin() {
    #expect(UnitPoint() == .zero)
    #expect(CLLocationCoordinate2D() == CLLocationCoordinate2D(latitude: 0, longitude: 0))
  }

  @Test func collectionSizes() {
    #expect(IntentCollectionSize(exactly: 2) == IntentCollectionSize(min: 2, max: 2))
    let literal: IntentCollectionSize = 4
    #expect(literal == IntentCollectionSize(exactly: 4))
  }

  @Test func theDefaultAuthenticationPolicyIsAlwaysAllowed() {
    #expect(Options.authenticationPolicy == .alwaysAllowed)
  }
}

typealias IntentInputCapitalization = String.IntentInputOptions.CapitalizationType
