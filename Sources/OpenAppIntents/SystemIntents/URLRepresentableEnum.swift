import Foundation

/// An app enum with a universal link per case, so an ``OpenIntent`` whose target is one of its
/// cases opens that link (and needs no `perform()` when it is a ``URLRepresentableIntent``).
public protocol URLRepresentableEnum: AppEnum {
  /// The link, with the case's raw value in it.
  static var urlRepresentation: EnumURLRepresentation<Self> { get }
}

extension URLRepresentableEnum {
  /// The type of an enum's link.
  public typealias URLRepresentation = EnumURLRepresentation<Self>

  /// This case's link.
  var urlRepresentationURL: URL? { Self.urlRepresentation.url(for: self) }
}
