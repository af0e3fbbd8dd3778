/// What each loaded app offers, as `:apps` shows it: its App Shortcuts' phrases, its intents to
/// `:run` and its Find actions to `:find`. JSON mode writes it as one structured event; plain
/// mode and the UI show ``lines``.
public struct AppGuide: Sendable, Equatable {
  /// One app's part of the guide.
  public struct App: Sendable, Equatable {
    /// The app's name, such as "Soup Chef".
    public var name: String
    /// Its App Shortcuts' phrases, spoken as a person says them.
    public var phrases: [Phrase]
    /// Its intents, which `:run` runs by name.
    public var intents: [Intent]
    /// Its entity types with a Find action.
    public var find: [Find]
  }

  /// An App Shortcut's phrase: "Order Soup Chef" of the shortcut "Order Soup".
  public struct Phrase: Sendable, Equatable {
    /// The shortcut's title.
    public var title: String
    /// The phrase, with the app's name and any preset values filled in.
    public var phrase: String
  }

  /// An intent `:run` runs.
  public struct Intent: Sendable, Equatable {
    /// The intent's type name, such as "OrderSoupIntent".
    public var name: String
    /// Its title.
    public var title: String
    /// Its parameter summary with its defaults, as Shortcuts shows the action ("Order 1 Soup
    /// for Pick Up from Store Location"); `nil` when it has none.
    public var summary: String? = nil

    /// "Soup Chef · :run OrderSoup — Order 1 Soup for Pick Up from Store Location".
    func line(app: String) -> String {
      let run = "\(app) · :run \(name)"
      guard let summary else { return run }
      return run + " — " + summary
    }
  }

  /// An entity type's Find action.
  public struct Find: Sendable, Equatable {
    /// A property a condition may use, with its operators.
    public struct Property: Sendable, Equatable {
      /// The property's name, such as "trailLength".
      public var name: String
      /// Its operators, as a condition spells them ("contains", "<=").
      public var comparators: [String]
    }

    /// The type's name, such as "Trail".
    public var entity: String
    /// The action's title, such as "Find Trails".
    public var title: String
    /// Whether it filters by ``properties`` (a property query) or lists every entity.
    public var filters: Bool
    /// The properties a condition may use (empty for a list-only query).
    public var properties: [Property]
    /// The properties results may be sorted by.
    public var sortKeys: [String]

    /// "name (contains, =, !=); trailLength (<=, >=)".
    public var propertyList: String {
      properties.map { "\($0.name) (\($0.comparators.joined(separator: ", ")))" }
        .joined(separator: "; ")
    }

    /// How to run the action, after a command such as `sirisim find` or `:find`:
    /// `Find Trails: sirisim find Trail — name (contains, =, !=); …; sort by name, trailLength`.
    public func usage(command: String) -> String {
      let type = entity.contains(" ") ? "\"\(entity)\"" : entity
      let conditions = filters ? " — \(propertyList)" : " — lists them all"
      let sorting = sortKeys.isEmpty ? "" : "; sort by \(sortKeys.joined(separator: ", "))"
      return "\(title): \(command) \(type)\(conditions)\(sorting)"
    }
  }

  /// The apps, in the order they were loaded.
  public var apps: [App]

  /// The guide a line each, as `:apps` prints it: every app's phrases, then every app's
  /// intents, then every app's Find actions.
  public var lines: [String] {
    // Three typed arrays appended, not one `+` of three closures' results: that one expression
    // took the type checker 0.8 s, the slowest body in SiriSim (docs/testing.md, measured).
    var lines: [String] = apps.flatMap { app -> [String] in
      app.phrases.map { "\(app.name) · \($0.title): “\($0.phrase)”" }
    }
    lines += apps.flatMap { app -> [String] in app.intents.map { $0.line(app: app.name) } }
    lines += apps.flatMap { app -> [String] in
      app.find.map { "\(app.name) · \($0.usage(command: ":find"))" }
    }
    return lines
  }
}
