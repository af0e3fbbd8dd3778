import Testing

@testable import SiriSimCLI

/// What `sirisim adopt` writes in StandIns.swift from the compiler's errors about an app's
/// App Intents files: the errors and the app's lines as `swift build` gives them.
@Suite struct StandInsTests {
  /// The stand-ins learned from rounds of errors over one file of the app's (`Intent.swift`),
  /// each round as a build after the last round's stand-ins would give it.
  func learned(from rounds: [[String]], source: String) -> StandIns {
    var standIns = StandIns(excluding: [])
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for round in rounds {
      let errors = CompilerDiagnostic.errors(in: round.joined(separator: "\n"))
      _ = standIns.absorb(
        errors,
        source: { _, number in
          number <= lines.count ? lines[(number - 1)...].joined(separator: "\n") : nil
        }, shown: { $0 })
    }
    return standIns
  }

  @Test func enumCaseUsedAsAnImplicitMemberIsAnInstanceOfTheStandIn() {
    let source = """
      struct LogPreset: AppIntent {
        @Parameter(title: "Kind", default: .daily) var kind: PresetKind
      }
      """
    let standIns = learned(
      from: [
        ["Intent.swift:2:62: error: cannot find type 'PresetKind' in scope"],
        ["Intent.swift:2:38: error: type 'PresetKind' has no member 'daily'"],
      ], source: source)
    let text = standIns.rendered(appFolder: "/app")
    #expect(
      text.contains(
        "struct PresetKind: Hashable, Codable, Sendable {\n  static let daily = Self()\n}"))
    #expect(standIns.placeholderCount == 0)
  }

  @Test func callsKeepTheirArgumentLabelsAcrossLines() {
    let source = """
      func perform() async throws -> some IntentResult {
        DailyPixel.fire(pixel: .vpnConnect,
                        withAdditionalParameters: ["a": "b"], 3)
        return .result()
      }
      """
    let text = learned(
      from: [
        ["Intent.swift:2:3: error: cannot find 'DailyPixel' in scope"],
        ["Intent.swift:2:14: error: type 'DailyPixel' has no member 'fire'"],
      ], source: source
    ).rendered(appFolder: "/app")
    #expect(
      text.contains(
        "  static func fire(pixel: <#Type#>, withAdditionalParameters: <#Type#>, _ value3: <#Type#>) -> <#Result#> { <#value#> }"
      ))
  }

  @Test func membersTheAppAddsToAFrameworkTypeAreAnExtensionOfIt() {
    let source = """
      let tint: Color = .haPrimary
      let name = title.nilIfEmpty
      """
    let standIns = learned(
      from: [
        [
          "Intent.swift:1:20: error: type 'Color' has no member 'haPrimary'",
          "Intent.swift:2:18: error: value of type 'String' has no member 'nilIfEmpty'",
        ]
      ], source: source)
    let text = standIns.rendered(appFolder: "/app")
    #expect(text.contains("extension Color {\n  static var haPrimary: Self { <#value#> }\n}"))
    #expect(text.contains("extension String {\n  var nilIfEmpty: <#Type#> { <#value#> }\n}"))
    #expect(standIns.entries.isEmpty)
  }

  @Test func aDesignSystemModifierOfAViewReturnsTheView() {
    let source = """
      VStack { Text("VPN") }
        .tileCardStyle(padding: 4)
      """
    let text = learned(
      from: [
        [
          "Intent.swift:2:4: error: value of type 'VStack<TupleView<(Text, Text)>>' has no member 'tileCardStyle'"
        ]
      ], source: source
    ).rendered(appFolder: "/app")
    #expect(
      text.contains(
        "extension View {\n  func tileCardStyle(padding: <#Type#>) -> some View { self }\n}"))
  }

  @Test func anInitializerTheAppAddsToAFrameworkTypeIsAnExtensionInitializer() {
    let source = """
      Text("On").foregroundColor(Color(designSystemColor: .textPrimary))
      """
    let text = learned(
      from: [
        [
          "Intent.swift:1:34: error: incorrect argument label in call (have 'designSystemColor:', expected 'white:')"
        ]
      ], source: source
    ).rendered(appFolder: "/app")
    #expect(
      text.contains(
        "extension Color {\n  init(designSystemColor: <#Type#>) { self.init(<#value#>) }\n}"))
  }

  @Test func aThrownStandInIsAnErrorWithTheInitializerItIsMadeWith() {
    let source = """
      } catch {
        throw ShortcutAppIntentError(from: error)
      }
      """
    let standIns = learned(
      from: [
        ["Intent.swift:2:9: error: cannot find 'ShortcutAppIntentError' in scope"],
        [
          "Intent.swift:2:9: error: thrown expression type 'ShortcutAppIntentError' does not conform to 'Error'"
        ],
      ], source: source)
    let text = standIns.rendered(appFolder: "/app")
    #expect(
      text.contains(
        "struct ShortcutAppIntentError: Hashable, Codable, Sendable, Error {\n  init() {}\n  init(from: <#Type#>) {}\n}"
      ))
  }

  @Test func aTypeNamedInsideAStandInIsNestedInIt() {
    let source = """
      var serverId: Server.Identifier<Server>
      """
    let text = learned(
      from: [
        ["Intent.swift:1:15: error: cannot find type 'Server' in scope"],
        ["Intent.swift:1:22: error: 'Identifier' is not a member type of struct 'AppHA.Server'"],
      ], source: source
    ).rendered(appFolder: "/app")
    #expect(
      text.contains(
        "struct Server: Hashable, Codable, Sendable {\n  struct Identifier: Hashable, Codable, Sendable {}\n}"
      ))
  }

  @Test func appIntentsOwnTypesAreNeverExtended() {
    let source = """
      let dialog = IntentDialog.responseFailure
      """
    let standIns = learned(
      from: [["Intent.swift:1:27: error: type 'IntentDialog' has no member 'responseFailure'"]],
      source: source)
    #expect(standIns.extensions.isEmpty)
    #expect(standIns.answered.isEmpty)
  }

  @Test func aSharedInstanceAndWhatIsCalledOfItAreLearnedWithTheType() {
    let source = """
          let count = HabitStore.shared.log(habit, on: .now)
      """
    let standIns = learned(
      from: [["Intent.swift:1:17: error: cannot find 'HabitStore' in scope"]], source: source)
    #expect(
      standIns.rendered(appFolder: "/app").contains(
        """
        struct HabitStore: Hashable, Codable, Sendable {
          static let shared = Self()
          func log(_ value1: <#Type#>, on: <#Type#>) -> <#Result#> { <#value#> }
        }
        """))
    #expect(standIns.placeholderCount == 1)
  }

  @Test func aTypeReadAsItselfHasNoMemberNamedSelf() {
    let source = """
      let rows = try stack.fetch(ofType: GlucoseStored.self, limit: 2)
      """
    let text = learned(
      from: [["Intent.swift:1:32: error: cannot find 'GlucoseStored' in scope"]], source: source
    ).rendered(appFolder: "/app")
    #expect(text.contains("struct GlucoseStored: Hashable, Codable, Sendable {\n}"))
  }

  @Test func aFreeFunctionKeepsItsCallsLabels() {
    let source = """
      debug(.default, "Failed to start background task.")
      """
    let text = learned(
      from: [["Intent.swift:1:1: error: cannot find 'debug' in scope"]], source: source
    ).rendered(appFolder: "/app")
    #expect(
      text.contains(
        "func debug(_ value1: <#Type#>, _ value2: <#Type#>) -> <#Result#> { <#value#> }"))
  }

  @Test func anOptionalsTypeIsTheTypeExtended() {
    let source = """
      Text("BG").foregroundColor(.loopGreen)
      """
    let text = learned(
      from: [["Intent.swift:1:29: error: type 'Color?' has no member 'loopGreen'"]], source: source
    ).rendered(appFolder: "/app")
    #expect(text.contains("extension Color {\n  static var loopGreen: Self { <#value#> }\n}"))
  }

  @Test func aMemberMissingOnSelfIsNoExtension() {
    let source = """
      self.widgetLabel(label: "Kasa")
      """
    let standIns = learned(
      from: [["Intent.swift:1:6: error: value of type 'Self' has no member 'widgetLabel'"]],
      source: source)
    #expect(standIns.extensions.isEmpty)
  }

  @Test func anObjectiveCSharedInstanceIsTheTypesOneInstance() {
    let source = """
      let accounts = NCDatabaseManager.sharedInstance().allAccounts()
      """
    let text = learned(
      from: [["Intent.swift:1:16: error: cannot find 'NCDatabaseManager' in scope"]],
      source: source
    ).rendered(appFolder: "/app")
    #expect(
      text.contains(
        """
          static func sharedInstance() -> Self { Self() }
          func allAccounts() -> <#Result#> { <#value#> }
        """))
  }

  @Test func anAppTypeNamedWithItsModuleIsNestedInAStandInOfThatName() {
    let source = """
      public let list: Models.List
      """
    let standIns = learned(
      from: [
        [
          "Intent.swift:1:25: error: no type named 'List' in module 'Models'",
          "Intent.swift:1:25: error: no type named 'Color' in module 'SwiftUI'",
        ]
      ], source: source)
    #expect(
      standIns.rendered(appFolder: "/app").contains(
        "struct Models: Hashable, Codable, Sendable {\n  struct List: Hashable, Codable, Sendable {}\n}"
      ))
    #expect(standIns.entries["SwiftUI"] == nil)
  }

  @Test func aMissingSchemaDomainIsNoExtension() {
    let source = """
      @AppEntity(schema: .audio.song)
      """
    let standIns = learned(
      from: [["Intent.swift:1:21: error: type 'AppSchemaEntity' has no member 'audio'"]],
      source: source)
    #expect(standIns.extensions.isEmpty)
  }
}
