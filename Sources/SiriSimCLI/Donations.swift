import ArgumentParser
import ConversationRuntime
import Foundation
import SiriStore

/// `sirisim donations`: the donations in the store, and deleting them.
struct Donations: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "donations",
    abstract: "List or delete the donations in the store.",
    subcommands: [List.self, Delete.self],
    defaultSubcommand: List.self)

  /// `sirisim donations list`.
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List the donations, oldest first.")

    @OptionGroup var store: StoreOption
    @OptionGroup var filter: DonationFilterOptions

    @Flag(help: "Write one JSON object per donation, one per line.")
    var json = false

    func run() async throws {
      let donations = try store.openForReading().donations(matching: filter.filter)
      if json {
        for donation in donations { Console.printJSON(donation.jsonLine) }
        return
      }
      guard !donations.isEmpty else {
        Console.print("No donations\(filter.isEmpty ? "" : " match").")
        return
      }
      for donation in donations {
        Console.print(
          "\(StoreDates.text(donation.date))  \(donation.app) · \(donation.summary)  [\(donation.outcome.rawValue)]  \(donation.id.uuidString)"
        )
      }
    }
  }

  /// `sirisim donations delete`.
  struct Delete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "delete",
      abstract:
        "Delete donations (Apple's deleteDonations): by app, intent, entity or identifier; --all for every one."
    )

    @OptionGroup var store: StoreOption
    @OptionGroup var filter: DonationFilterOptions

    @Flag(help: "Delete every donation.")
    var all = false

    func validate() throws {
      guard all || !filter.isEmpty else {
        throw ValidationError(
          "Say which donations: --app, --intent, --entity, --id or --before, or --all for every one."
        )
      }
      // --all with a filter is ambiguous: deleting everything would drop the filter silently.
      guard !all || filter.isEmpty else {
        throw ValidationError(
          "--all deletes every donation; it can't be combined with --app, --intent, --entity, --id or --before. Give the filter alone to delete only those."
        )
      }
    }

    func run() async throws {
      // validate() made sure --all comes alone, so the filter is empty then: every donation.
      let deleted = try store.open().deleteDonations(matching: filter.filter)
      Console.print("Deleted \(deleted.count) donation\(deleted.count == 1 ? "" : "s").")
    }
  }
}

/// The options that pick donations.
struct DonationFilterOptions: ParsableArguments {
  @Option(help: "Only this app's donations, by its display name.")
  var app: String?
  @Option(help: "Only this intent's donations, by its type name.")
  var intent: String?
  @Option(
    help: "Only donations naming this entity, as Type/id (as `sirisim donations` lists them).")
  var entity: String?
  @Option(
    name: .customLong("id"), help: "Only the donation with this identifier (repeat for several).")
  var identifiers: [String] = []
  @Option(help: "Only donations before this time (ISO 8601).")
  var before: String?

  var isEmpty: Bool {
    app == nil && intent == nil && entity == nil && identifiers.isEmpty && before == nil
  }

  func validate() throws {
    for id in identifiers where UUID(uuidString: id) == nil {
      throw ValidationError("--id wants a donation's identifier (a UUID), not “\(id)”.")
    }
    if let entity, !Self.isEntityReference(entity) {
      throw ValidationError(
        "--entity wants an entity as Type/id, such as ItemEntity/ITEM_ID, not “\(entity)”.")
    }
    if let before, AppSelection.date(from: before) == nil {
      throw ValidationError("--before wants an ISO 8601 time such as 2026-11-21T12:00:00Z.")
    }
  }

  /// Whether the text is `Type/id`: a type name, a slash, and an identifier.
  static func isEntityReference(_ text: String) -> Bool {
    guard let slash = text.firstIndex(of: "/") else { return false }
    return slash != text.startIndex && text.index(after: slash) != text.endIndex
  }

  var filter: DonationFilter {
    DonationFilter(
      app: app, intent: intent, entity: entity,
      identifiers: identifiers.isEmpty ? nil : identifiers.compactMap(UUID.init(uuidString:)),
      before: before.flatMap(AppSelection.date(from:)))
  }
}

extension IntentDonation {
  /// The donation as one line of JSON, for `donations --json`.
  var jsonLine: String {
    JSONLine.savedIntent(
      id: id, app: app, intent: intent, parameters: parameters,
      adding: ["title": intentTitle, "date": StoreDates.text(date), "outcome": outcome.rawValue])
  }
}
