import StrictJSON

/// Reading a catalog out of its JSON: the members SiriSim uses, each with its type checked, so a
/// mistake is reported where it is written rather than silently dropping phrases.
extension StringCatalog {
  init(document: PositionedJSON) throws(StringCatalogError) {
    guard case .object = document.value else {
      throw Self.wrongType(document, "a String Catalog", "a JSON object ('{ … }')")
    }
    var sourceLanguage = "en"
    if let language = document.member("sourceLanguage") {
      guard case .string(let text, _) = language.value else {
        throw Self.wrongType(language, "“sourceLanguage”", "a string")
      }
      sourceLanguage = text
    }
    var entries: [Entry] = []
    if let strings = document.member("strings") {
      guard case .object(let members) = strings.value else {
        throw Self.wrongType(strings, "“strings”", "an object")
      }
      for member in members { entries.append(try Self.entry(member)) }
    }
    self.init(sourceLanguage: sourceLanguage, entries: entries)
  }

  /// One member of `"strings"`: its `"localizations"`, by locale.
  private static func entry(_ member: PositionedJSON.Member) throws(StringCatalogError) -> Entry {
    let key = JSONReader.quoted(member.name)
    guard case .object = member.value.value else {
      throw wrongType(member.value, "the entry \(key)", "an object")
    }
    var localizations: [String: [Value]] = [:]
    if let list = member.value.member("localizations") {
      guard case .object(let locales) = list.value else {
        throw wrongType(list, "“localizations” of \(key)", "an object")
      }
      for locale in locales {
        localizations[locale.name] = try values(
          of: locale.value, in: "the \(JSONReader.quoted(locale.name)) localization of \(key)")
      }
    }
    return Entry(
      key: member.name, line: member.line, column: member.column, localizations: localizations)
  }

  /// A localization's phrases: a `stringSet`'s `values`, a `stringUnit`'s `value`, or both, in
  /// file order. One with neither (only `variations`, say) has none.
  private static func values(of localization: PositionedJSON, in place: String)
    throws(StringCatalogError) -> [Value]
  {
    guard case .object(let members) = localization.value else {
      throw wrongType(localization, place, "an object")
    }
    var values: [Value] = []
    for member in members {
      switch member.name {
      case "stringSet":
        guard case .object = member.value.value else {
          throw wrongType(member.value, "“stringSet” in \(place)", "an object")
        }
        guard let list = member.value.member("values") else { continue }
        guard case .array(let elements) = list.value else {
          throw wrongType(list, "“values” in \(place)", "an array of strings")
        }
        for element in elements {
          values.append(try value(element, "every element of “values” in \(place)"))
        }
      case "stringUnit":
        guard case .object = member.value.value else {
          throw wrongType(member.value, "“stringUnit” in \(place)", "an object")
        }
        guard let unit = member.value.member("value") else { continue }
        values.append(try value(unit, "“value” of the “stringUnit” in \(place)"))
      default:
        continue
      }
    }
    return values
  }

  private static func value(_ json: PositionedJSON, _ what: String) throws(StringCatalogError)
    -> Value
  {
    guard case .string(let text, let raw) = json.value else {
      throw wrongType(json, what, "a string")
    }
    return Value(value: text, line: json.line, column: json.column, rawValue: raw)
  }

  private static func wrongType(_ json: PositionedJSON, _ what: String, _ expected: String)
    -> StringCatalogError
  {
    StringCatalogError(
      line: json.line, column: json.column,
      message: "\(what) must be \(expected), found \(json.kind)")
  }
}
