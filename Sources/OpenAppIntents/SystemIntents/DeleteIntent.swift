import Foundation

/// An intent that deletes entities, which the system knows as a deletion (the photos schema's
/// `deleteAssets`, for one). Apple documents no behaviour of its own, and SiriSim runs it as
/// any intent: its own `requestConfirmation` is what asks first.
public protocol DeleteIntent: AppIntent {
  /// The type of entity deleted.
  associatedtype Entity: AppEntity
  /// The entities to delete.
  var entities: [Entity] { get }
}

/// What a search intent's text is: the term, and the scope it searches.
public struct StringSearchCriteria: Sendable, Hashable, _IntentValue, _TextIntentValue {
  /// The words searched for.
  public var term: String

  /// Criteria for these words.
  public init(term: String) { self.term = term }

  public static var _valueKind: IntentValueKind { .string }

  static func _fromText(_ text: String) -> Any? { StringSearchCriteria(term: text) }
}

/// Where an in-app search looks.
public struct StringSearchScope: Sendable, Hashable {
  let name: String

  /// The app's general search.
  public static let general = StringSearchScope(name: "general")
}

/// An intent that opens the app on its search results for the person's words.
public protocol ShowInAppSearchResultsIntent: AppIntent {
  /// The scopes the search covers.
  static var searchScopes: [StringSearchScope] { get }
  /// What to search for.
  var criteria: StringSearchCriteria { get set }
}

extension ShowInAppSearchResultsIntent {
  public static var searchScopes: [StringSearchScope] { [.general] }
  /// The app opens on its results.
  public static var openAppWhenRun: Bool { true }
}

/// A file an intent takes or returns: its data, name and type.
public struct IntentFile: Sendable, Hashable, _IntentValue {
  /// The file's contents.
  public var data: Data
  /// Its name, such as "photo.jpg".
  public var filename: String
  /// Its uniform type, such as `.jpeg`, when known.
  public var type: UTType?
  /// Where it is, when it is a file on disk.
  public var fileURL: URL?
  /// Whether the system may delete the file once the intent is done with it. SiriSim never
  /// deletes an app's file: the flag is kept for the app to read.
  public var removedOnCompletion = false

  /// A file of this data.
  public init(data: Data, filename: String, type: UTType? = nil) {
    self.data = data
    self.filename = filename
    self.type = type
  }

  /// The file at a URL (read when the intent uses its data).
  public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
    self.fileURL = fileURL
    self.filename = filename ?? fileURL.lastPathComponent
    self.type = type
    self.data = (try? Data(contentsOf: fileURL)) ?? Data()
  }

  public static var _valueKind: IntentValueKind { .unsupported(typeName: valueKindName) }

  /// The kind's name, by which the runtime knows a file parameter.
  package static let valueKindName = "File"
}
