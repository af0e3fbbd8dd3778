import OpenAppIntents
import Testing

private struct MenuPrices: Sendable, Equatable {
  var tomato: Double
}

private protocol Greeter: Sendable {
  func greet() -> String
}

private struct FriendlyGreeter: Greeter {
  func greet() -> String { "Hi!" }
}

private struct ReadsPrices: Sendable {
  @Dependency var prices: MenuPrices
}

@Suite struct DependencyTests {
  @Test func addedDependencyIsResolvedByItsType() {
    var dependencies = AppDependencies()
    dependencies.add(MenuPrices(tomato: 2.95))
    #expect(dependencies.resolve(MenuPrices.self) == MenuPrices(tomato: 2.95))
  }

  @Test func missingDependencyResolvesToNil() {
    var dependencies = AppDependencies()
    #expect(dependencies.resolve(MenuPrices.self) == nil)
    dependencies.add(OrderLog())
    #expect(dependencies.resolve(MenuPrices.self) == nil)
  }

  @Test func addingTheSameTypeAgainReplacesIt() {
    var dependencies = AppDependencies()
    dependencies.add(MenuPrices(tomato: 2.95))
    dependencies.add(MenuPrices(tomato: 3.50))
    #expect(dependencies.resolve(MenuPrices.self)?.tomato == 3.50)
  }

  @Test func dependenciesAreKeyedByTheStaticType() {
    var dependencies = AppDependencies()
    dependencies.add(FriendlyGreeter() as any Greeter)
    #expect(dependencies.resolve((any Greeter).self)?.greet() == "Hi!")
    #expect(dependencies.resolve(FriendlyGreeter.self) == nil)
  }

  @Test func dependenciesAreValues() {
    var original = AppDependencies()
    original.add(MenuPrices(tomato: 1))
    var copy = original
    copy.add(MenuPrices(tomato: 2))
    #expect(original.resolve(MenuPrices.self)?.tomato == 1)
    #expect(copy.resolve(MenuPrices.self)?.tomato == 2)
  }

  @Test func dependencyPropertyReadsTheRunningIntentsDependencies() async throws {
    var dependencies = AppDependencies()
    dependencies.add(MenuPrices(tomato: 4.55))
    let reader = ReadsPrices()
    let price = try await withConversation(ScriptedConversation(), dependencies: dependencies) {
      reader.prices.tomato
    }
    #expect(price == 4.55)
  }

  @Test func twoRunsSeeTheirOwnDependencies() async throws {
    var first = AppDependencies()
    first.add(MenuPrices(tomato: 1))
    var second = AppDependencies()
    second.add(MenuPrices(tomato: 2))
    let reader = ReadsPrices()
    async let one = withConversation(ScriptedConversation(), dependencies: first) {
      reader.prices.tomato
    }
    async let two = withConversation(ScriptedConversation(), dependencies: second) {
      reader.prices.tomato
    }
    #expect(try await [one, two] == [1, 2])
  }

  @Test func intentPlacesOrdersThroughItsDependency() async throws {
    let log = OrderLog()
    var dependencies = AppDependencies()
    dependencies.add(log)
    let intent = OrderSoupIntent()
    intent.soup = .tomato
    intent.quantity = 2
    intent.storeLocation = Stores.civicCenter
    _ = try await withConversation(ScriptedConversation(), dependencies: dependencies) {
      try await intent.perform()
    }
    #expect(log.placed == ["2 Tomato Soup"])
  }

  @Test func executionKeepsItsConversationAndDependencies() async throws {
    var dependencies = AppDependencies()
    dependencies.add(MenuPrices(tomato: 9))
    let script = ScriptedConversation()
    let seen = try await withConversation(script, dependencies: dependencies) {
      let current = IntentExecution.current
      return (
        current?.dependencies.resolve(MenuPrices.self)?.tomato,
        current?.conversation as? ScriptedConversation === script
      )
    }
    #expect(seen.0 == 9)
    #expect(seen.1)
    #expect(IntentExecution.current == nil)
  }
}
