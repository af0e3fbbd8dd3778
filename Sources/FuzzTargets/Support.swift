import BookLibrary
@_spi(SiriSim) import ConversationRuntime
import Dispatch
import Foundation
import Locking
@_spi(SiriSim) import OpenAppIntents
import SiriSimApp
import SoupChef
import Trails

/// The bundled apps' runtime, built once, with the package's phrase files and a fixed clock.
actor BundledRuntime {
  static let shared = BundledRuntime()
  private var built: ConversationRuntime?
  /// Book Library's books, which `AddBook` adds to: a target resets them so that each input
  /// starts from a fresh install (prompts listing every book would otherwise grow run by run).
  nonisolated let bookLibrary = BookLibraryApp.State()

  var runtime: ConversationRuntime {
    get async {
      if let built { return built }
      let runtime = await Self.makeRuntime(bookLibrary: bookLibrary)
      if let built { return built }
      built = runtime
      return runtime
    }
  }
}

extension BundledRuntime {
  /// The bundled apps with the package's phrase files and a fixed clock, remembering into
  /// `memory` when given.
  static func makeRuntime(
    bookLibrary: BookLibraryApp.State = BookLibraryApp.State(), memory: (any SiriMemory)? = nil
  ) async -> ConversationRuntime {
    let environment = IntentEnvironment.fixed(now: Date(timeIntervalSince1970: 1_790_000_000))
    let phrases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Phrases")
    return await ConversationRuntime(
      apps: [
        SoupChefApp.manifest(environment: environment),
        TrailsApp.manifest(environment: environment),
        BookLibraryApp.manifest(environment: environment, state: bookLibrary),
      ],
      options: ConversationRuntime.Options(environment: environment, maxAttempts: 3),
      phrases: PhraseResources.load(from: phrases), memory: memory)
  }
}

/// Runs async work to its end from synchronous code (the fuzzer's callback).
enum Blocking {
  static func run<Value: Sendable>(_ body: @escaping @Sendable () async -> Value) -> Value {
    let result = Locked<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
      let value = await body()
      result.withLock { $0 = value }
      done.signal()
    }
    if Thread.isMainThread {
      // Intents may run on the main actor (`@MainActor func perform()`); its jobs are queued on
      // the main thread, so the main thread keeps running them while it waits.
      while done.wait(timeout: .now()) == .timedOut {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
      }
    } else {
      done.wait()
    }
    guard let value = result.withLock({ $0 }) else {
      preconditionFailure("The task finished without a value.")
    }
    return value
  }
}

/// One prompt of each kind, and some events, for the targets that need a prompt to answer.
enum SamplePrompts {
  static let soups = [
    PromptChoice(id: "tomatoSoup", title: "Tomato Soup", subtitle: "Contains: Tomatoes"),
    PromptChoice(
      id: "chickenNoodleSoup", title: "Chicken Noodle Soup", section: "Specials"),
  ]

  static let all: [ConversationPrompt] = [
    .value(
      ValuePrompt(
        app: "Soup Chef", intentTitle: "Order Soup", parameter: "soup", parameterTitle: "Soup",
        text: "Which soup?", suggestions: soups, inputKind: .item)),
    .value(
      ValuePrompt(
        app: "Soup Chef", intentTitle: "Order Soup", parameter: "quantity",
        parameterTitle: "Quantity", text: "How many?", inputKind: .integer,
        range: 1...99, control: .stepper)),
    .value(
      ValuePrompt(
        app: "Soup Chef", intentTitle: "Order Soup", parameter: "gift", parameterTitle: "Gift",
        text: "Is it a gift?", inputKind: .boolean)),
    .choice(
      ChoicePrompt(
        app: "Soup Chef", parameter: "storeLocation", text: "Which store location?",
        choices: [
          PromptChoice(id: "ferry", title: "Ferry Building"),
          PromptChoice(id: "civic", title: "Civic Center"),
        ])),
    .confirmation(
      ConfirmationPrompt(
        app: "Soup Chef", text: "Ready to order?",
        snippet: Snippet(root: .vstack([.text("Tomato Soup", .emphasized), .divider])),
        confirmTitle: "Order", declineTitle: "Cancel", kind: .result)),
  ]

  static let events: [ConversationEvent] = [
    .speech(SiriSpeech(app: "Soup Chef", text: "Your order\u{1B}[2J will be ready.")),
    .speech(
      SiriSpeech(
        app: "Soup Chef", text: "",
        snippet: Snippet(root: .hstack([.text("Total:", []), .spacer, .text("$2.95", [])])))),
    .understood(
      Understanding(
        app: "Soup Chef", intent: "OrderSoup", intentTitle: "Order Soup",
        phrase: "Order ${soup} from ${applicationName}", score: 0.9, parameters: [:])),
    .appOpened(AppOpened(app: "Soup Chef", screen: "Order History")),
    .ended(.cancelled),
  ]
}
