import ConversationRuntime

/// `AppShortcuts.xcstrings` text → `StringCatalog`; every value's character positions; every
/// value read as a phrase template; and the catalog written back as JSON, which must read as the
/// same keys, locales and phrases.
enum StringCatalogFuzzing {
  static func run(_ bytes: [UInt8]) {
    guard let catalog = try? StringCatalog(parsing: FuzzTarget.text(bytes)) else { return }
    for entry in catalog.entries {
      for (locale, values) in entry.localizations {
        _ = entry.values(for: locale.uppercased())
        for value in values {
          // Positions stay on the value's line and move forward with the characters.
          var previous = value.column
          for offset in 0...min(value.value.count + 1, 64) {
            let position = value.position(ofValueCharacter: offset)
            precondition(position.line == value.line && position.column >= previous)
            previous = position.column
          }
          if let template = try? PhraseTemplate(parsing: value.value) {
            _ = template.wordCount
          }
        }
      }
    }
    guard let reread = try? StringCatalog(parsing: json(of: catalog)) else {
      preconditionFailure("A catalog written back must read.")
    }
    precondition(
      Contents(reread) == Contents(catalog),
      "A catalog written back must read as the same phrases.")
  }

  /// What a catalog says, without where it says it.
  private struct Contents: Equatable {
    var sourceLanguage: String
    var keys: [String]
    var phrases: [[String: [String]]]

    init(_ catalog: StringCatalog) {
      sourceLanguage = catalog.sourceLanguage
      keys = catalog.entries.map(\.key)
      phrases = catalog.entries.map { $0.localizations.mapValues { $0.map(\.value) } }
    }
  }

  /// The catalog as Xcode writes one, every localization as a `stringSet`.
  private static func json(of catalog: StringCatalog) -> String {
    let entries = catalog.entries.map { entry in
      let locales = entry.localizations.sorted { $0.key < $1.key }.map { locale, values in
        let list = values.map { quoted($0.value) }.joined(separator: ", ")
        return "\(quoted(locale)) : { \"stringSet\" : { \"values\" : [\(list)] } }"
      }
      return "\(quoted(entry.key)) : { \"localizations\" : { \(locales.joined(separator: ", ")) } }"
    }
    return """
      {
        "sourceLanguage" : \(quoted(catalog.sourceLanguage)),
        "strings" : { \(entries.joined(separator: ",\n")) },
        "version" : "1.0"
      }
      """
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
