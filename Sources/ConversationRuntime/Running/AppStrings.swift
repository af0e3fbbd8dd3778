@_spi(SiriSim) import OpenAppIntents
import PhraseMatching

/// An app's own texts in the session's language: its `<locale>.lproj/Localizable.strings` and
/// `Localizable.xcstrings` (in its phrase folder, beside the `AppShortcuts` files), as iOS reads
/// an app bundle's.
///
/// A dialog, a parameter's title or an error's text is a `LocalizedStringResource`; its key
/// (`"Your total is %@. ready to order?"`, the interpolated values replaced by `%@`) is looked
/// up in the table, and the translation's `%@`, `%1$@`, `%lld` take the values in order (or by
/// position). A key the table lacks, a table the app does not ship, or a translation whose
/// placeholders do not fit the values shows the app's text as written, as iOS shows an
/// untranslated string.
struct AppStrings: Sendable {
  /// Translations by key.
  let table: [String: String]

  /// No translations: every text as the app wrote it.
  static let none = AppStrings(table: [:])

  /// The text a person reads for `resource`.
  func text(of resource: LocalizedStringResource) -> String {
    guard resource.table == nil || resource.table == "Localizable",
      let translation = table[resource.key],
      let text = Self.format(translation, with: resource.arguments)
    else { return resource.defaultValue }
    return text
  }

  /// `format` with its placeholders replaced by `arguments`: `%@`, `%lld`, `%d` take the next
  /// value, `%2$@` the second; `%%` is a percent sign. `nil` when a placeholder has no value,
  /// or another conversion is used.
  static func format(_ format: String, with arguments: [String]) -> String? {
    var result = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      result += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        rest = rest.dropFirst()
        continue
      }
      var position: Int?
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
        position = Int(digits).map { $0 - 1 }
        rest = rest.dropFirst(digits.count + 1)
      }
      guard let conversion = ["@", "lld", "ld", "d"].first(where: { rest.hasPrefix($0) }) else {
        return nil
      }
      rest = rest.dropFirst(conversion.count)
      let index = position ?? next
      guard arguments.indices.contains(index) else { return nil }
      result += arguments[index]
      if position == nil { next += 1 }
    }
    return result + rest
  }
}

extension AppStrings {
  /// The app's translations for `locale` ("fr", or "fr" for "fr_CA"): its
  /// `Localizable.xcstrings` first, then its `<locale>.lproj/Localizable.strings` over it, as
  /// the phrase files apply. An app that ships neither has `none`.
  init(_ app: PhraseResources.App?, locale: String) {
    let language = String(locale.prefix { $0 != "-" && $0 != "_" })
    var table: [String: String] = [:]
    if let catalog = app?.localizableCatalog?.catalog {
      for entry in catalog.entries {
        let values = entry.values(for: locale)
        if let first = (values.isEmpty ? entry.values(for: language) : values).first {
          table[entry.key] = first.value
        }
      }
    }
    if let files = app?.localizableStrings, let file = files[locale] ?? files[language] {
      for entry in file.file.entries { table[entry.key] = entry.value }
    }
    self.init(table: table)
  }
}
