// Apple's `AppEnum` refines `StaticDisplayRepresentable`, so an app may also name
// `CaseDisplayRepresentable` in its enum's conformances. Both protocols give a case its
// `localizedStringResource`; this one, more specific than either, settles which.
extension AppEnum where Self: CaseDisplayRepresentable {
  /// This case's title as a resource: its display representation's title.
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}
