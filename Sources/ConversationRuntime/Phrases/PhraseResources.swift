import Foundation
import PhraseMatching
import SafeFiles
import TextSafety

/// The phrase files of the apps: `Phrases/<App>/<locale>.lproj/AppShortcuts.strings`,
/// `Phrases/<App>/AppShortcuts.xcstrings` and `Phrases/<App>/AlternativeAppNames.strings`;
/// and an app's own texts translated, `Phrases/<App>/<locale>.lproj/Localizable.strings` and
/// `Phrases/<App>/Localizable.xcstrings`.
///
/// Keys of `AppShortcuts.strings` are the Swift phrases in `${…}` form
/// (`"Order ${soup} from ${applicationName}"`); values are the phrases for that locale. The
/// String Catalog `AppShortcuts.xcstrings` (Xcode 15) holds every locale in one file: one entry
/// per App Shortcut, keyed by a Swift phrase, listing the shortcut's phrases per locale. Keys of
/// `AlternativeAppNames.strings` are alternative names (as `INAlternativeAppNames` lists them);
/// values are pronunciation hints. Loading never fails: a file that cannot be read becomes a
/// diagnostic that names file:line:column, and the rest is used.
package struct PhraseResources: Sendable {
  /// One app's files.
  package struct App: Sendable {
    /// `AppShortcuts.strings` by locale ("en", "fr"), with the path it was read from.
    package var shortcutStrings: [String: (path: String, file: StringsFile)]
    /// `AppShortcuts.xcstrings`, with the path it was read from.
    package var shortcutCatalog: (path: String, catalog: StringCatalog)?
    /// The alternative names, with the path they were read from.
    package var alternativeNames: (path: String, file: StringsFile)?
    /// `Localizable.strings` by locale: the app's own texts (dialogs, parameter titles,
    /// errors) translated, read as the runtime speaks them (`AppStrings`).
    package var localizableStrings: [String: (path: String, file: StringsFile)] = [:]
    /// `Localizable.xcstrings`: the app's own texts in every locale, in one String Catalog.
    package var localizableCatalog: (path: String, catalog: StringCatalog)?
  }

  /// The apps' files, by app display name (the folder name).
  package var apps: [String: App]
  /// Problems found while reading.
  package var diagnostics: [PhraseDiagnostic]

  /// No files.
  package static let none = PhraseResources(apps: [:], diagnostics: [])

  /// Reads every app folder under `directory`; a missing directory is no files. A folder or
  /// file that cannot be read, and a symbolic link that leads nowhere (a loop, a missing
  /// target), is a diagnostic naming its path; everything else is still read.
  package static func load(from directory: URL) -> PhraseResources {
    var apps: [String: App] = [:]
    var diagnostics: [PhraseDiagnostic] = []
    if isAbsent(directory.path) { return PhraseResources(apps: [:], diagnostics: []) }
    if let problem = unreadable(directory.path, as: "folder", expected: .folder) {
      return PhraseResources(apps: [:], diagnostics: [problem])
    }
    for folder in list(directory, diagnostics: &diagnostics) {
      let appURL = directory.appendingPathComponent(folder)
      // Files beside the app folders (a README) are not phrase data.
      if isAbsent(appURL.path) || PathKind(path: appURL.path) == .regularFile { continue }
      if let problem = unreadable(appURL.path, as: "app folder", expected: .folder) {
        diagnostics.append(problem)
        continue
      }
      apps[folder] = loadApp(at: appURL, diagnostics: &diagnostics)
    }
    return PhraseResources(apps: apps, diagnostics: diagnostics)
  }

  /// Reads the phrase files of apps that each keep their own folder (the package resources of
  /// an app that is not bundled), by display name; an app without a folder has no files. A
  /// missing folder is no files; one that cannot be read is a diagnostic naming its path.
  package static func load(apps: [(displayName: String, folder: URL?)]) -> PhraseResources {
    var resources = PhraseResources.none
    for (name, folder) in apps {
      guard let folder else { continue }
      if isAbsent(folder.path) { continue }
      if let problem = unreadable(folder.path, as: "folder", expected: .folder) {
        resources.diagnostics.append(problem)
      } else {
        resources.apps[name] = loadApp(at: folder, diagnostics: &resources.diagnostics)
      }
    }
    return resources
  }

  /// One app's folder: its String Catalog, `.lproj` folders and alternative names.
  private static func loadApp(at appURL: URL, diagnostics: inout [PhraseDiagnostic]) -> App {
    var app = App(shortcutStrings: [:], alternativeNames: nil)
    for entry in list(appURL, diagnostics: &diagnostics) {
      let url = appURL.appendingPathComponent(entry)
      if entry == "AlternativeAppNames.strings" {
        if let file = read(url, kind: entry, diagnostics: &diagnostics) {
          app.alternativeNames = (url.path, file)
        }
      } else if entry == "Localizable.xcstrings" {
        if let catalog = readCatalog(url, diagnostics: &diagnostics) {
          app.localizableCatalog = (url.path, catalog)
        }
      } else if entry == "AppShortcuts.xcstrings" {
        if let catalog = readCatalog(url, diagnostics: &diagnostics) {
          app.shortcutCatalog = (url.path, catalog)
        }
      } else if entry.hasSuffix(".lproj") {
        let locale = String(entry.dropLast(".lproj".count))
        if let problem = unreadable(url.path, as: "folder", expected: .folder) {
          diagnostics.append(problem)
          continue
        }
        let stringsURL = url.appendingPathComponent("AppShortcuts.strings")
        if !isAbsent(stringsURL.path),
          let file = read(stringsURL, kind: "AppShortcuts.strings", diagnostics: &diagnostics)
        {
          app.shortcutStrings[locale] = (stringsURL.path, file)
        }
        let textsURL = url.appendingPathComponent("Localizable.strings")
        if !isAbsent(textsURL.path),
          let file = read(textsURL, kind: "Localizable.strings", diagnostics: &diagnostics)
        {
          app.localizableStrings[locale] = (textsURL.path, file)
        }
      }
    }
    return app
  }

  /// The names in a folder, sorted; a folder that cannot be listed is a diagnostic.
  private static func list(_ folder: URL, diagnostics: inout [PhraseDiagnostic]) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
      diagnostics.append(
        unreadable(folder.path, as: "folder", expected: .folder)
          ?? PhraseDiagnostic(.error, at: folder.path, "This folder cannot be listed."))
      return []
    }
  }

  private static func read(_ url: URL, kind: String, diagnostics: inout [PhraseDiagnostic])
    -> StringsFile?
  {
    guard let text = readText(url, kind: kind, diagnostics: &diagnostics) else { return nil }
    do {
      return try StringsFile(parsing: text)
    } catch {
      diagnostics.append(malformed(url, kind: kind, error.line, error.column, error.message))
      return nil
    }
  }

  private static func readCatalog(_ url: URL, diagnostics: inout [PhraseDiagnostic])
    -> StringCatalog?
  {
    let kind = "AppShortcuts.xcstrings"
    guard let text = readText(url, kind: kind, diagnostics: &diagnostics) else { return nil }
    do {
      return try StringCatalog(parsing: text)
    } catch {
      diagnostics.append(malformed(url, kind: kind, error.line, error.column, error.message))
      return nil
    }
  }

  /// A file's text, UTF-8 or UTF-16; a file that cannot be read is a diagnostic.
  private static func readText(
    _ url: URL, kind: String, diagnostics: inout [PhraseDiagnostic]
  ) -> String? {
    if let problem = unreadable(url.path, as: "file", expected: .file) {
      diagnostics.append(problem)
      return nil
    }
    // A phrase file is read whole at every start: one over the cap is refused unread.
    let limit = InputLimits.maxPhraseFileBytes
    let data: Data
    switch SafeFile.read(url.path, limit: limit) {
    case .success(let bytes):
      data = Data(bytes)
    case .failure(.tooLarge):
      var info = stat()
      let size = stat(url.path, &info) == 0 ? "\(info.st_size) bytes" : "too large"
      diagnostics.append(
        PhraseDiagnostic(
          .error, at: "\(url.path):1:1",
          "This \(kind) file is \(size), over the \(limit) a phrase file may hold; SiriSim skips it."
        ))
      return nil
    case .failure(let problem):
      diagnostics.append(
        PhraseDiagnostic(.error, at: url.path, "This file cannot be read: \(problem.reason)."))
      return nil
    }
    switch decodeText(data) {
    case .success(let text):
      return text
    case .failure(let problem):
      diagnostics.append(
        PhraseDiagnostic(
          .error, at: "\(url.path):\(problem.line):\(problem.column)",
          "Malformed \(kind) file: \(problem.message)"))
      return nil
    }
  }

  /// Nothing is at `path`, not even a symlink: no files, and nothing to say.
  private static func isAbsent(_ path: String) -> Bool {
    var link = stat()
    return lstat(path, &link) != 0 && errno == ENOENT
  }

  /// A diagnostic naming `path` when it can't be read as `expected`, by SafeFiles' one rule.
  private static func unreadable(_ path: String, as thing: String, expected: SafeFile.Expected)
    -> PhraseDiagnostic?
  {
    SafeFile.problem(reading: path, as: expected).map {
      PhraseDiagnostic(.error, at: path, "This \(thing) cannot be read: \($0).")
    }
  }

  /// Where a phrase file's bytes stop being text, and why.
  struct TextProblem: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  /// A phrase file's text: UTF-16 when it starts with a UTF-16 byte order mark (Xcode writes
  /// `.strings` files so), else UTF-8. Any bytes could be read as UTF-16, so a UTF-8 file with
  /// one bad byte is reported at that byte, not read as UTF-16 nonsense.
  static func decodeText(_ data: Data) -> Result<String, TextProblem> {
    let bytes = [UInt8](data.prefix(2))
    if bytes == [0xFF, 0xFE] || bytes == [0xFE, 0xFF] {
      guard let text = String(data: data, encoding: .utf16) else {
        return .failure(TextProblem(line: 1, column: 1, message: "it is not UTF-16 text."))
      }
      return .success(text)
    }
    var iterator = data.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar):
        offset += scalar.count
      case .emptyInput:
        return .success(String(decoding: data, as: UTF8.self))
      case .error:
        // Line and column as the file's parser counts them: in characters, from 1.
        let before = String(decoding: data.prefix(offset), as: UTF8.self)
        let lastLine =
          before.split(omittingEmptySubsequences: false) {
            $0 == "\n" || $0 == "\r\n"
          }.last ?? ""
        let line = before.reduce(1) { $1 == "\n" || $1 == "\r\n" ? $0 + 1 : $0 }
        let byte = String(data[data.startIndex + offset], radix: 16, uppercase: true)
        return .failure(
          TextProblem(
            line: line, column: lastLine.count + 1,
            message:
              "it is not UTF-8: the byte 0x\(byte.count == 1 ? "0" + byte : byte) here is not valid UTF-8 (a UTF-16 file must start with a byte order mark)."
          ))
      }
    }
  }

  private static func malformed(
    _ url: URL, kind: String, _ line: Int, _ column: Int, _ message: String
  ) -> PhraseDiagnostic {
    PhraseDiagnostic(
      .error, at: "\(url.path):\(line):\(column)", "Malformed \(kind) file: \(message.sentence)")
  }

  /// The locale to use: the first of LC_ALL, LC_MESSAGES and LANG ("fr_FR.UTF-8" → "fr"),
  /// else "en".
  package static func defaultLocale(
    environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> String
  {
    for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      guard let value = environment[key], !value.isEmpty else { continue }
      let language = value.prefix { $0.isLetter }.lowercased()
      // "C", "C.UTF-8" and "POSIX" name no language.
      if language.count >= 2, language != "posix" { return language }
    }
    return "en"
  }
}
