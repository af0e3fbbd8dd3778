import Foundation
@_spi(SiriSim) import OpenAppIntents
import SafeFiles
import TextSafety

/// A file answer: a path the person types (`~` read as a shell does), read, and checked
/// against the parameter's content types by its extension, as `UTType` knows them.
struct FileAnswer: Sendable {
  let dialogs: Dialogs
  /// The environment `~` is read from.
  var environment: [String: String] = ProcessInfo.processInfo.environment

  func resolve(_ text: String, types: [UTType]?) -> ValueResolution {
    let typed = text.trimmingCharacters(in: .whitespaces)
    let path = PersonPath.expandingTilde(in: Self.unquoted(typed), environment: environment)
    switch PathKind(path: path) {
    case .regularFile: break
    case .missing: return .invalid(dialogs.noFile(at: typed))
    case .folder: return .invalid(dialogs.unreadableFile(typed, reason: "it is a folder"))
    case let kind:
      // A device or a FIFO is refused unread: /dev/zero would be read without end.
      return .invalid(dialogs.unreadableFile(typed, reason: "it is \(kind.phrase), not a file"))
    }
    let url = URL(fileURLWithPath: path)
    let type = UTType(filenameExtension: url.pathExtension)
    if let types, !types.isEmpty, !types.contains(where: { type?.conforms(to: $0) == true }) {
      return .invalid(
        dialogs.wrongFileType(url.lastPathComponent, expected: Self.describe(types)))
    }
    // The same cap as a file SiriSim imports: a file answer is read whole into memory.
    let data: Data
    switch SafeFile.read(path, limit: InputLimits.maxImportFileBytes) {
    case .success(let bytes): data = Data(bytes)
    case .failure(.missing): return .invalid(dialogs.noFile(at: typed))
    case .failure(.tooLarge):
      return .invalid(
        dialogs.unreadableFile(typed, reason: "it is over \(InputLimits.maxImportFileBytes) bytes"))
    case .failure(.refused(let sentence)), .failure(.unreadable(let sentence)):
      return .invalid(dialogs.unreadableFile(typed, reason: sentence))
    }
    var file = IntentFile(data: data, filename: url.lastPathComponent, type: type)
    file.fileURL = url
    return .value(file)
  }

  /// A path as a shell would take it when pasted in quotes: `'~/My Receipt.pdf'`.
  static func unquoted(_ text: String) -> String {
    for quote in ["'", "\""] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote)
    {
      return String(text.dropFirst().dropLast())
    }
    return text
  }

  /// "a PDF or an image", for what a file parameter takes.
  static func describe(_ types: [UTType]) -> String {
    IntentValueFormatter.joinedList(types.map(name(of:)))
      .replacingOccurrences(of: " and ", with: " or ")
  }

  /// A type in words: "a PDF", "an image", "a PNG image"; else its identifier.
  static func name(of type: UTType) -> String {
    switch type {
    case .pdf: return "a PDF"
    case .image: return "an image"
    case .png: return "a PNG image"
    case .jpeg: return "a JPEG image"
    case .plainText, .utf8PlainText, .text: return "a text file"
    case .json: return "a JSON file"
    case .html: return "an HTML file"
    case .rtf: return "an RTF document"
    case .data, .item, .content: return "a file"
    default:
      return type.preferredFilenameExtension.map { "a .\($0) file" } ?? "a \(type.identifier) file"
    }
  }
}
