import Foundation
import SafeFiles
import TextSafety

/// What `sirisim adopt` learns by reading an app's source folder: the Swift files that import
/// App Intents, the other modules they import, and the App Shortcuts provider they declare.
struct AppSourceScan {
  /// One Swift file that imports App Intents, by its path inside the app's folder.
  struct SourceFile: Equatable {
    /// The path inside the app's folder, such as `Shared/Intents/PlayIntent.swift`.
    var relativePath: String
    /// The modules it imports, `AppIntents` among them.
    var imports: Set<String>
  }

  /// The app's folder, absolute and standardized.
  let folder: URL
  /// The files that import App Intents, sorted by path.
  private(set) var files: [SourceFile] = []
  /// Files that import App Intents but are an app's entry point (`@main`: the app, a widget
  /// bundle), left out: the package has its own.
  private(set) var entryPoints: [String] = []
  /// Swift files that could not be read (over `InputLimits.maxSourceFileBytes`, unreadable),
  /// each with why, left out.
  private(set) var unread: [(path: String, reason: String)] = []
  /// The names of the `AppShortcutsProvider`s the files declare, in file order.
  private(set) var shortcutsProviders: [String] = []
  /// The intents the files declare: types whose declaration names a protocol ending in
  /// `Intent` (`AppIntent`, `OpenIntent`, `SetValueIntent`, …), in file order.
  private(set) var intentTypes: [String] = []
  /// Every type the files declare (struct, class, enum, actor, protocol, typealias).
  private(set) var declaredTypes: Set<String> = []
  /// The submodules the files import, by module (`import os.log`: `os` → `log`).
  private(set) var submodules: [String: Set<String>] = [:]

  /// Folders never searched: build products, dependencies, version control.
  static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
  ]

  /// Modules Swift on Linux has, so a file's import of them needs no stand-in.
  static let linuxModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "Observation", "Synchronization", "RegexBuilder", "Swift",
    "_Concurrency", "_StringProcessing", "Distributed", "Glibc",
  ]

  /// Reads every Swift file under `folder` and keeps those that import App Intents.
  init(folder: URL) {
    self.folder = folder.standardizedFileURL
    for relativePath in Self.swiftFiles(under: self.folder) {
      let url = self.folder.appendingPathComponent(relativePath)
      let bytes: [UInt8]
      switch SafeFile.read(url.path, limit: InputLimits.maxSourceFileBytes) {
      case .success(let read): bytes = read
      case .failure(let problem):
        unread.append((relativePath, problem.reason))
        continue
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let imports = Self.imports(in: text)
      guard imports.contains("AppIntents") else { continue }
      guard !text.contains(#/(?m)^[ \t]*@main\b/#) else {
        entryPoints.append(relativePath)
        continue
      }
      files.append(SourceFile(relativePath: relativePath, imports: imports))
      shortcutsProviders += Self.declarations(in: text) { $0 == "AppShortcutsProvider" }
      intentTypes += Self.declarations(in: text) { $0.hasSuffix("Intent") }
      declaredTypes.formUnion(Self.declaredTypes(in: text))
      for (module, names) in Self.submodules(in: text) {
        submodules[module, default: []].formUnion(names)
      }
    }
  }

  /// The modules the files import that Linux lacks, which the package stands in for.
  var missingModules: [String] {
    files.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
      .subtracting(Self.linuxModules).sorted()
  }

  /// The `.swift` files under a folder, as sorted relative paths, skipping hidden and build
  /// folders.
  static func swiftFiles(under folder: URL) -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
        options: [.skipsPackageDescendants])
    else { return [] }
    var paths: [String] = []
    let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
    for case let url as URL in walker {
      let name = url.lastPathComponent
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
      if values?.isDirectory == true {
        if name.hasPrefix(".") || skippedFolders.contains(name) { walker.skipDescendants() }
        continue
      }
      guard values?.isRegularFile == true, name.hasSuffix(".swift"),
        url.standardizedFileURL.path.hasPrefix(base)
      else { continue }
      paths.append(String(url.standardizedFileURL.path.dropFirst(base.count)))
    }
    return paths.sorted()
  }

  /// The modules a Swift file imports: `import X`, `@preconcurrency import X`,
  /// `import struct X.Y`, `@testable import X`; the first component of each.
  static func imports(in text: String) -> Set<String> {
    var modules: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      var words = line.split(whereSeparator: \.isWhitespace)[...]
      while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
      guard words.first == "import", words.count >= 2 else { continue }
      words = words.dropFirst()
      let kinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "var", "let",
      ]
      if let kind = words.first, kinds.contains(kind), words.count >= 2 {
        words = words.dropFirst()
      }
      guard let path = words.first,
        let module = path.split(separator: ".").first,
        module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { continue }
      modules.insert(String(module))
    }
    return modules
  }

  /// The submodules a file imports: `import os.log` → `os`: `log`.
  static func submodules(in text: String) -> [String: Set<String>] {
    let pattern = #/(?m)^[ \t]*(?:@\w+[ \t]+)*import[ \t]+([A-Za-z_]\w*)\.([A-Za-z_]\w*)[ \t]*$/#
    return text.matches(of: pattern).reduce(into: [:]) {
      $0[String($1.output.1), default: []].insert(String($1.output.2))
    }
  }

  /// The names of the types a file declares with an inherited name that `inherits` accepts
  /// (directly, in their declaration's inheritance clause).
  static func declarations(in text: String, where inherits: (String) -> Bool) -> [String] {
    let pattern = #/(?:struct|class|enum|actor)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:([^{]*)\{/#
    return text.matches(of: pattern).compactMap { match in
      let inherited = match.output.2.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      return inherited.contains(where: inherits) ? String(match.output.1) : nil
    }
  }

  /// Every type name a file declares.
  static func declaredTypes(in text: String) -> Set<String> {
    let pattern = #/(?:struct|class|enum|actor|protocol|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/#
    return Set(text.matches(of: pattern).map { String($0.output.1) })
  }
}
