import Foundation

/// How a value appears to a person: a title, an optional subtitle, an image and synonyms.
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// The main text.
  public var title: LocalizedStringResource
  /// The secondary text.
  public var subtitle: LocalizedStringResource?
  /// The image shown beside the text.
  public var image: Image?
  /// Other names Siri accepts for the value.
  public var synonyms: [LocalizedStringResource]

  /// Creates a representation.
  public init(
    title: LocalizedStringResource,
    subtitle: LocalizedStringResource? = nil,
    image: Image? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  /// Creates a representation whose title is the literal.
  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a representation whose title is the interpolation.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// An image: an asset by name or an SF Symbol by system name.
  public struct Image: Sendable, Hashable {
    /// The asset name, when the image is an asset.
    public var name: String?
    /// The SF Symbol name, when the image is a symbol.
    public var systemName: String?
    /// Whether the image is drawn as a template.
    public var isTemplate: Bool

    /// An image from the app's assets.
    public init(named name: String, isTemplate: Bool = false) {
      self.name = name
      self.isTemplate = isTemplate
    }

    /// An SF Symbol.
    public init(systemName: String, isTemplate: Bool = false) {
      self.systemName = systemName
      self.isTemplate = isTemplate
    }

    /// The image's data, when it is made from data (PNG, JPEG…).
    public var data: Data?

    /// An image from its data, such as a PNG's bytes; the terminal shows it as "[image]".
    public init(data: Data, isTemplate: Bool = false) {
      self.data = data
      self.isTemplate = isTemplate
    }

    /// Where the image is, when it is made from a URL (a remote avatar, a file).
    @_spi(SiriSim) public var url: URL?

    /// An image at a URL; the terminal shows it as "[image]".
    public init(url: URL, isTemplate: Bool? = nil) {
      self.url = url
      self.isTemplate = isTemplate ?? false
    }

    /// An image at a URL, drawn at a size in points (the terminal ignores the size).
    public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
      self.init(url: url, isTemplate: isTemplate)
    }
  }
}

/// A value that can describe itself to a person.
public protocol DisplayRepresentable {
  /// How this value appears.
  var displayRepresentation: DisplayRepresentation { get }
}

extension DisplayRepresentable {
  /// The value's title as a resource, for dialogs and item lists.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type that can name itself to a person.
public protocol TypeDisplayRepresentable {
  /// The type's name, such as "Soup".
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}
