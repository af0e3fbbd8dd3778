import ArgumentParser
import ConversationRuntime
import ConversationSession
import Foundation
import PlainConversation

/// `sirisim find`: Shortcuts' Find actions — an entity type's query with conditions, sort keys
/// and a limit.
struct Find: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Find entities by their properties, as Shortcuts' Find actions do.",
    discussion: """
      Example: sirisim find Trail --where "name contains Falls" --where "trailLength <= 5 km" \
      --sort trailLength. Operators: =, !=, <, <=, >, >=, contains, begins with, ends with, \
      is between … and …. Values are read by the property's type (text, numbers, dates as \
      2025-06-01 or a year, measurements with a unit). Only what the query declares is \
      accepted; `sirisim apps` lists each app's Find actions with their properties.
      """)

  @Argument(help: "The entity type, such as Trail or \"Featured Trail Collection\".")
  var entity: String

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp(
      "A condition: \"PROPERTY OPERATOR VALUE\" (repeatable).", valueName: "condition"))
  var conditions: [String] = []

  @Flag(help: "Find entities that meet any condition (default: all of them).")
  var any = false

  @Option(
    help: ArgumentHelp(
      "Sort by a property, optionally :desc (repeatable).", valueName: "property[:desc]"))
  var sort: [String] = []

  @Option(help: "The most results.")
  var limit: Int?

  @Flag(help: "Write the results as one JSON object.")
  var json = false

  @OptionGroup var selection: AppSelection

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more, not \(limit).") }
  }

  func run() async throws {
    let runtime = await selection.makeRuntime(readingOnly: true)
    let request: FindRequest
    do {
      request = FindRequest(
        entity: entity, app: selection.appNames.first,
        conditions: try conditions.map { text throws(FindError) in
          try FindRequest.Condition(parsing: text)
        },
        matchesAll: !any,
        sort: try sort.map { text throws(FindError) in try FindRequest.SortKey(parsing: text) },
        limit: limit)
    } catch {
      throw ValidationError(error.message)
    }
    do {
      let result = try await runtime.find(request)
      if json {
        Console.printJSON(FindReport.json(result))
      } else if result.items.isEmpty {
        // Standard output stays a list of titles (empty here), for pipes.
        Console.error(FindReport.noneFound(result))
      } else {
        Console.print(lines: FindReport.lines(result))
      }
    } catch {
      Console.error(error.message)
      throw ExitCode.failure
    }
  }
}
