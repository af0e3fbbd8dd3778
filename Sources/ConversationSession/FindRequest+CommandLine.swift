import ConversationRuntime

extension FindRequest {
  /// Reads a `:find` command's argument, with the flags of `sirisim find`:
  /// `Trail --where "name contains Falls" --where "trailLength <= 5 km" --sort trailLength
  /// --limit 2 --any --app Trails`. The entity type may be several words, quoted or not.
  package init(commandLine text: String) throws(FindError) {
    let words: [(text: String, column: Int)]
    do {
      words = try IntentInvocation.words(in: text)
    } catch {
      throw FindError(error.atColumn)
    }
    var entity: [String] = []
    var request = FindRequest(entity: "")
    var index = 0
    func value(after flag: String) throws(FindError) -> String {
      index += 1
      guard index < words.count else { throw FindError("\(flag) wants a value.") }
      return words[index].text
    }
    while index < words.count {
      let word = words[index].text
      switch word {
      case "--where":
        request.conditions.append(try Condition(parsing: try value(after: word)))
      case "--sort":
        request.sort.append(try SortKey(parsing: try value(after: word)))
      case "--limit":
        let text = try value(after: word)
        guard let limit = Int(text), limit >= 0 else {
          throw FindError("--limit wants a whole number of 0 or more, not “\(text)”.")
        }
        request.limit = limit
      case "--app":
        request.app = try value(after: word)
      case "--any":
        request.matchesAll = false
      default:
        guard !word.hasPrefix("--") else {
          throw FindError(
            "Unknown option “\(word)”; :find takes --where, --any, --sort, --limit and --app.")
        }
        entity.append(word)
      }
      index += 1
    }
    guard !entity.isEmpty else {
      throw FindError(
        "Say which type to find, such as :find Trail --where \"name contains Falls\".")
    }
    request.entity = entity.joined(separator: " ")
    self = request
  }
}
