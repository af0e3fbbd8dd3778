import Foundation

/// A uniform type identifier: what kind of content some data is ("public.json", "public.png"),
/// as UniformTypeIdentifiers declares it.
///
/// SiriSim knows the common system types below and the types an app declares with
/// ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)``; there is no system
/// type database on Linux, so ``init(_:)`` and ``init(filenameExtension:conformingTo:)`` find
/// only the common types.
public struct UTType: Sendable, Hashable, CustomStringConvertible {
  /// The type's identifier, such as "public.json".
  public let identifier: String
  /// The file name extension files of this type usually have, such as "json".
  public let preferredFilenameExtension: String?
  /// The MIME type of this type, such as "application/json".
  public let preferredMIMEType: String?
  private let parents: [UTType]

  init(
    _ identifier: String, conformingTo parents: [UTType], filenameExtension: String? = nil,
    mimeType: String? = nil
  ) {
    self.identifier = identifier
    self.parents = parents
    preferredFilenameExtension = filenameExtension
    preferredMIMEType = mimeType
  }

  /// A type the app declares and owns (listed under "Exported Type Identifiers" on iOS).
  public init(exportedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(identifier, conformingTo: [parentType])
  }

  /// A type another app owns, which this app uses (listed under "Imported Type Identifiers" on
  /// iOS).
  public init(importedAs identifier: String, conformingTo parentType: UTType = .data) {
    self.init(identifier, conformingTo: [parentType])
  }

  /// The common system type with this identifier, if SiriSim knows it.
  public init?(_ identifier: String) {
    guard let known = Self.common.first(where: { $0.identifier == identifier }) else { return nil }
    self = known
  }

  /// The common system type of files with this extension that conforms to `supertype`, if
  /// SiriSim knows one.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let lowered = filenameExtension.lowercased()
    guard
      let known = Self.common.first(where: {
        $0.preferredFilenameExtension == lowered && $0.conforms(to: supertype)
      })
    else { return nil }
    self = known
  }

  /// The types this one conforms to, directly or through its parents.
  public var supertypes: Set<UTType> {
    var all = Set<UTType>()
    for parent in parents {
      all.insert(parent)
      all.formUnion(parent.supertypes)
    }
    return all
  }

  /// Whether this type is `type` or conforms to it (plain text conforms to text, which
  /// conforms to data).
  public func conforms(to type: UTType) -> Bool {
    self == type || supertypes.contains(type)
  }

  /// Whether `type` conforms to this type.
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

  /// Whether this type conforms to `type`, and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  public var description: String { identifier }

  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// The base type of every item ("public.item").
  public static let item = UTType("public.item", conformingTo: [])
  /// The base type of content a person reads or sees ("public.content").
  public static let content = UTType("public.content", conformingTo: [])
  /// Bytes ("public.data").
  public static let data = UTType("public.data", conformingTo: [.item])
  /// Text of any encoding ("public.text").
  public static let text = UTType("public.text", conformingTo: [.data, .content])
  /// Text with no markup ("public.plain-text").
  public static let plainText = UTType(
    "public.plain-text", conformingTo: [.text], filenameExtension: "txt", mimeType: "text/plain")
  /// Plain text in UTF-8 ("public.utf8-plain-text").
  public static let utf8PlainText = UTType(
    "public.utf8-plain-text", conformingTo: [.plainText], filenameExtension: "txt",
    mimeType: "text/plain;charset=utf-8")
  /// JSON ("public.json").
  public static let json = UTType(
    "public.json", conformingTo: [.text], filenameExtension: "json", mimeType: "application/json")
  /// Rich Text Format ("public.rtf").
  public static let rtf = UTType(
    "public.rtf", conformingTo: [.text], filenameExtension: "rtf", mimeType: "text/rtf")
  /// HTML ("public.html").
  public static let html = UTType(
    "public.html", conformingTo: [.text], filenameExtension: "html", mimeType: "text/html")
  /// A URL ("public.url").
  public static let url = UTType("public.url", conformingTo: [.data])
  /// An image of any format ("public.image").
  public static let image = UTType("public.image", conformingTo: [.data, .content])
  /// A PNG image ("public.png").
  public static let png = UTType(
    "public.png", conformingTo: [.image], filenameExtension: "png", mimeType: "image/png")
  /// A JPEG image ("public.jpeg").
  public static let jpeg = UTType(
    "public.jpeg", conformingTo: [.image], filenameExtension: "jpeg", mimeType: "image/jpeg")
  /// A PDF document ("com.adobe.pdf").
  public static let pdf = UTType(
    "com.adobe.pdf", conformingTo: [.data, .content], filenameExtension: "pdf",
    mimeType: "application/pdf")

  private static let common: [UTType] =
    [
      .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .rtf, .html, .url, .image,
      .png, .jpeg, .pdf,
    ] + mediaAndDocumentTypes
}
