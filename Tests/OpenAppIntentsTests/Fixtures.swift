import Foundation
import Locking
import OpenAppIntents

// MARK: - Scripted conversation

/// One request an intent made of the conversation.
enum RecordedRequest: Sendable {
  case value(ParameterDescriptor, IntentDialog?)
  case disambiguation(ParameterDescriptor, [IntentValueChoice], IntentDialog?)
  case confirmation(ConfirmationRequest)
  case choice([String], IntentDialog?)

  var parameterName: String? {
    switch self {
    case .choice:
      return nil
    case .value(let parameter, _), .disambiguation(let parameter, _, _):
      return parameter.name
    case .confirmation(let request):
      return request.parameter?.name
    }
  }

  var dialog: IntentDialog? {
    switch self {
    case .value(_, let dialog), .disambiguation(_, _, let dialog), .choice(_, let dialog):
      return dialog
    case .confirmation(let request): return request.dialog
    }
  }

  var choices: [IntentValueChoice]? {
    if case .disambiguation(_, let choices, _) = self { return choices }
    return nil
  }

  var confirmation: ConfirmationRequest? {
    if case .confirmation(let request) = self { return request }
    return nil
  }

  var isValueRequest: Bool {
    if case .value = self { return true }
    return false
  }
}

/// What the scripted person answers, in order.
enum ScriptedAnswer: Sendable {
  /// Answers a value request with this value.
  case value(any Sendable)
  /// Picks the choice at this index of a disambiguation.
  case pick(Int)
  /// Answers a confirmation.
  case confirm(Bool)
  /// Cancels whatever is asked.
  case cancel
}

struct ScriptMismatch: Error, CustomStringConvertible {
  var description: String
}

/// A conversation that records each request and replies from a script.
final class ScriptedConversation: IntentConversation {
  private struct State {
    var answers: [ScriptedAnswer]
    var requests: [RecordedRequest] = []
  }

  private let state: Locked<State>

  init(_ answers: [ScriptedAnswer] = []) {
    state = Locked(State(answers: answers))
  }

  /// Every request made so far, in order.
  var requests: [RecordedRequest] { state.withLock { $0.requests } }

  /// The answers not used yet.
  var remainingAnswers: Int { state.withLock { $0.answers.count } }

  private func record(_ request: RecordedRequest) throws -> ScriptedAnswer {
    try state.withLock { state in
      state.requests.append(request)
      guard !state.answers.isEmpty else {
        throw ScriptMismatch(description: "No scripted answer for \(request)")
      }
      return state.answers.removeFirst()
    }
  }

  func requestValue(for parameter: ParameterDescriptor, dialog: IntentDialog?) async throws
    -> any Sendable
  {
    switch try record(.value(parameter, dialog)) {
    case .value(let value): return value
    case .cancel: throw CancellationError()
    case let other: throw ScriptMismatch(description: "Value request answered with \(other)")
    }
  }

  func requestDisambiguation(
    for parameter: ParameterDescriptor, among choices: [IntentValueChoice], dialog: IntentDialog?
  ) async throws -> IntentValueChoice {
    switch try record(.disambiguation(parameter, choices, dialog)) {
    case .pick(let index) where choices.indices.contains(index): return choices[index]
    case .cancel: throw CancellationError()
    case let other:
      throw ScriptMismatch(description: "Disambiguation answered with \(other)")
    }
  }

  func requestChoice(_ request: ChoiceRequest) async throws -> Int {
    switch try record(.choice(request.options.map(\.title), request.dialog)) {
    case .pick(let index): return index
    case .cancel: throw CancellationError()
    case let other: throw ScriptMismatch(description: "Choice answered with \(other)")
    }
  }

  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
    switch try record(.confirmation(request)) {
    case .confirm(let answer): return answer
    case .cancel: throw CancellationError()
    case let other: throw ScriptMismatch(description: "Confirmation answered with \(other)")
    }
  }
}

/// Runs `body` as the runtime runs an intent: with `conversation` and `dependencies` bound.
func withConversation<T: Sendable>(
  _ conversation: ScriptedConversation, dependencies: AppDependencies = AppDependencies(),
  updateAppShortcutParameters: @escaping @Sendable () -> Void = {},
  _ body: () async throws -> T
) async throws -> T {
  let execution = IntentExecution(
    conversation: conversation, dependencies: dependencies,
    updateAppShortcutParameters: updateAppShortcutParameters)
  return try await IntentExecution.$current.withValue(execution) {
    try await body()
  }
}

/// The text of a resource, as a person reads it.
func text(_ resource: LocalizedStringResource?) -> String? {
  resource?.defaultValue
}

// MARK: - Entities

/// A soup on the menu.
struct SoupEntity: AppEntity, Hashable {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Soup")
  static let defaultQuery = SoupQuery()

  var id: String
  var name: String
  var contents: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(contents)", image: .init(named: "\(id)_icon"))
  }

  static let tomato = SoupEntity(id: "tomato", name: "Tomato Soup", contents: "Tomatoes")
  static let chowder = SoupEntity(
    id: "clamChowder", name: "New England Clam Chowder", contents: "Clams")
  static let chickenNoodle = SoupEntity(
    id: "chickenNoodle", name: "Chicken Noodle Soup", contents: "Chicken, noodles")
  static let manhattan = SoupEntity(
    id: "manhattan", name: "Manhattan Clam Chowder", contents: "Clams, tomatoes")

  static let regulars = [tomato, chowder]
  static let specials = [chickenNoodle]
  static let everything = regulars + specials + [manhattan]
}

/// Finds soups: suggests regulars and specials, searches every soup including the secret one.
struct SoupQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [SoupEntity] {
    identifiers.compactMap { id in SoupEntity.everything.first { $0.id == id } }
  }

  func entities(matching string: String) async throws -> IntentItemCollection<SoupEntity> {
    let found = SoupEntity.everything.filter {
      $0.name.localizedCaseInsensitiveContains(string)
    }
    return ItemCollection {
      ItemSection<SoupEntity>(title: "Matches", items: found.map { IntentItem($0) })
    }
  }

  func suggestedEntities() async throws -> IntentItemCollection<SoupEntity> {
    ItemCollection {
      ItemSection<SoupEntity>(items: SoupEntity.regulars)
      ItemSection<SoupEntity>(
        title: "Specials",
        items: SoupEntity.specials.map {
          IntentItem($0, title: "Today: \($0.name)", subtitle: "Daily special")
        })
    }
  }
}

/// A topping: a small collection every value of which can be listed.
struct ToppingEntity: AppEntity, Hashable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Topping"
  static let defaultQuery = ToppingQuery()

  var id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  static let cheese = ToppingEntity(id: "Cheese")
  static let redPepper = ToppingEntity(id: "Red Pepper")
  static let croutons = ToppingEntity(id: "Croutons")
  static let all = [cheese, redPepper, croutons]
}

struct ToppingQuery: EnumerableEntityQuery {
  func entities(for identifiers: [String]) async throws -> [ToppingEntity] {
    ToppingEntity.all.filter { identifiers.contains($0.id) }
  }

  func allEntities() async throws -> [ToppingEntity] { ToppingEntity.all }
}

/// A store, found only by identifier: neither searchable nor enumerable, no suggestions.
struct StoreEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Store", numericFormat: "\(placeholder: .int) stores")
  static let defaultQuery = StoreQuery()

  var id: Int
  var displayRepresentation: DisplayRepresentation { "Store \(id)" }
}

struct StoreQuery: EntityQuery {
  func entities(for identifiers: [Int]) async throws -> [StoreEntity] {
    identifiers.map { StoreEntity(id: $0) }
  }
}

/// An order's details: exists only as a result.
struct ReceiptEntity: TransientAppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order Details")

  @Property(title: "Total")
  var total: IntentCurrencyAmount?

  @Property(title: "Estimated Time")
  var estimatedTime: DateComponents?

  @Property(title: "Note")
  var note: String = "No note"

  @Property
  var itemCount: Int?

  var displayRepresentation: DisplayRepresentation { "Receipt" }

  init() {}
}

// MARK: - Enums

/// How the order reaches the person. `catering` has no display representation on purpose.
enum OrderKind: String, AppEnum {
  case pickup
  case delivery
  case catering

  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Order Type")
  static let caseDisplayRepresentations: [OrderKind: DisplayRepresentation] = [
    .pickup: "Pick Up",
    .delivery: DisplayRepresentation(title: "Delivery", subtitle: "To your door"),
  ]
}

/// An enum whose raw values are numbers.
enum SoupSize: Int, AppEnum {
  case cup = 8
  case bowl = 16

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
  static let caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
    .cup: "Cup", .bowl: "Bowl",
  ]
}

// MARK: - Options and places

enum Stores {
  static let ferryBuilding = CLPlacemark(
    location: CLLocation(latitude: 37.795316, longitude: -122.39376), name: "Ferry Building",
    postalAddress: nil)
  static let civicCenter = CLPlacemark(
    location: CLLocation(latitude: 37.779379, longitude: -122.418433), name: "Civic Center",
    postalAddress: nil)
  static let all = [ferryBuilding, civicCenter]
}

struct StoreOptionsProvider: DynamicOptionsProvider {
  func results() async throws -> [CLPlacemark] { Stores.all }
}

struct SectionedStoreOptionsProvider: DynamicOptionsProvider {
  func results() async throws -> IntentItemCollection<CLPlacemark> {
    ItemCollection {
      ItemSection("Nearby") {
        IntentItem(Stores.ferryBuilding, title: "Ferry Building", subtitle: "0.3 mi")
      }
      ItemSection("Farther") {
        IntentItem(Stores.civicCenter, title: "Civic Center")
      }
    }
  }

  func defaultResult() async -> CLPlacemark? { Stores.civicCenter }
}

// MARK: - Errors and dependencies

enum SoupOrderError: Error, CustomLocalizedStringResourceConvertible {
  case notEnoughInStock(Int)

  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .notEnoughInStock(let quantity):
      return "You asked for \(quantity) soup, but we don't have that many in stock."
    }
  }
}

/// An app dependency: where placed orders go.
final class OrderLog: Sendable {
  private let orders = Locked<[String]>([])

  func place(_ order: String) { orders.withLock { $0.append(order) } }
  var placed: [String] { orders.withLock { $0 } }
}

/// Counts calls from any task.
final class Counter: Sendable {
  private let count = Locked(0)

  func increment() { count.withLock { $0 += 1 } }
  var value: Int { count.withLock { $0 } }
}

// MARK: - Intents

/// An intent shaped like Soup Chef's `OrderSoup`.
struct OrderSoupIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Soup"
  static let description = IntentDescription("Order a soup", categoryName: "Food")

  @Parameter(title: "Soup", requestDisambiguationDialog: "Which soup did you mean?")
  var soup: SoupEntity

  @Parameter(title: "Quantity", default: 1, inclusiveRange: (lowerBound: 1, upperBound: 10))
  var quantity: Int?

  @Parameter(title: "Toppings")
  var toppings: [ToppingEntity]?

  @Parameter(title: "Order Type", default: .pickup)
  var orderType: OrderKind?

  @Parameter(requestValueDialog: "Where would you like your order delivered?")
  var deliveryLocation: CLPlacemark?

  @Parameter(title: "Store Location", optionsProvider: StoreOptionsProvider())
  var storeLocation: CLPlacemark?

  @Dependency var orderLog: OrderLog

  static var parameterSummary: some ParameterSummary {
    Switch(\.$orderType) {
      Case(.delivery) {
        Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType) to \(\.$deliveryLocation)") {
          \.$toppings
        }
      }
      Case(.pickup) {
        Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType) from \(\.$storeLocation)") {
          \.$toppings
        }
      }
      DefaultCase {
        Summary("Order \(\.$quantity) \(\.$soup) for \(\.$orderType)") {
          \.$toppings
        }
      }
    }
  }

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<ReceiptEntity> & ProvidesDialog
    & ShowsSnippetView
  {
    if orderType == .pickup && storeLocation == nil {
      storeLocation = try await $storeLocation.requestDisambiguation(among: Stores.all)
    }
    if orderType == .delivery && deliveryLocation == nil {
      throw $deliveryLocation.needsValueError()
    }
    let total = IntentCurrencyAmount(amount: Decimal(quantity ?? 1) * 3, currencyCode: "USD")
    let receipt = ReceiptEntity()
    receipt.total = total
    if quantity == 0 {
      return .result(value: receipt, dialog: "Nothing to order.")
    }
    orderLog.place("\(quantity ?? 1) \(soup.name)")
    return .result(
      value: receipt, dialog: "Your total is \(total).",
      view: VStack {
        Text(soup.name).bold()
        Text("Total: \(total)")
      })
  }
}

/// An intent with no summary, no description and untitled parameters.
struct BareIntent: AppIntent {
  static let title: LocalizedStringResource = "Bare"

  @Parameter var note: String
  @Parameter var deliveryLocation: CLPlacemark?
  @Parameter(default: true) var isGift: Bool

  init() {}

  func perform() async throws -> some IntentResult { .result() }
}

/// An intent that opens the app and runs `BareIntent` next.
struct OpenMenuIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Menu"
  static let openAppWhenRun = true
  static let isDiscoverable = false

  func perform() async throws -> some IntentResult & OpensIntent {
    .result(opensIntent: BareIntent(), dialog: "Opening the menu.")
  }
}

/// Apple's result-type check: one `perform()` type, two result forms from two branches.
struct RateSoupIntent: AppIntent {
  static let title: LocalizedStringResource = "Rate Soup"

  @Parameter(title: "Stars", default: 3, inclusiveRange: (lowerBound: 1, upperBound: 5))
  var stars: Int

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog
    & ShowsSnippetView
  {
    if stars < 3 {
      return .result(value: stars, dialog: "Sorry to hear that.")
    }
    return .result(
      value: stars, dialog: "Thanks for the \(stars) stars!",
      view: HStack {
        Image(systemName: "star.fill")
        Text("\(stars) of 5")
      })
  }
}

/// An intent whose summary depends on whether a parameter has a value.
struct ReserveTableIntent: AppIntent {
  static let title: LocalizedStringResource = "Reserve Table"

  @Parameter(title: "Guests") var guests: Int?
  @Parameter(title: "Note") var note: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$note, .hasAnyValue) {
      Summary("Reserve for \(\.$guests) (\(\.$note))")
    } otherwise: {
      Summary("Reserve for \(\.$guests)")
    }
  }

  init() {}

  func perform() async throws -> some IntentResult { .result() }
}

/// A summary shown only while a parameter has a value.
struct GiftNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "Gift Note"

  @Parameter(title: "Message") var message: String?

  static var parameterSummary: some ParameterSummary {
    When(\.$message, .hasAnyValue) {
      Summary("Add the note \(\.$message)")
    }
  }

  init() {}

  func perform() async throws -> some IntentResult { .result() }
}

/// A summary without parameters in its sentence, for a plain literal.
struct ShowMenuIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Menu"

  static var parameterSummary: some ParameterSummary {
    Summary("Show today's menu")
  }

  func perform() async throws -> some IntentResult { .result() }
}

/// A summary that reads differently while a parameter is still empty.
struct WalkInIntent: AppIntent {
  static let title: LocalizedStringResource = "Walk In"

  @Parameter(title: "Guests") var guests: Int?

  static var parameterSummary: some ParameterSummary {
    When(\.$guests, .hasNoValue) {
      Summary("Walk in")
    } otherwise: {
      Summary("Walk in with \(\.$guests) guests")
    }
  }

  init() {}

  func perform() async throws -> some IntentResult { .result() }
}
