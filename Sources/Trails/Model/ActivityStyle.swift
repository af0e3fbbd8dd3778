import OpenAppIntents

/// The activities a trail allows: Apple's `ActivityStyle`.
public enum ActivityStyle: String, AppEnum, CaseIterable, Sendable, Codable {
  case biking
  case equestrian
  case hiking
  case jogging
  case crossCountrySkiing
  case snowshoeing

  public static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: LocalizedStringResource("Activity", table: "AppIntents"),
    numericFormat: LocalizedStringResource("\(placeholder: .int) activities", table: "AppIntents"))

  public static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
    .biking: DisplayRepresentation(
      title: "Biking", subtitle: "Mountain bike ride",
      image: DisplayRepresentation.Image(systemName: "figure.outdoor.cycle")),
    .equestrian: DisplayRepresentation(
      title: "Equestrian", subtitle: "Equestrian sports",
      image: DisplayRepresentation.Image(systemName: "figure.equestrian.sports")),
    .hiking: DisplayRepresentation(
      title: "Hiking", subtitle: "A lengthy outdoor walk",
      image: DisplayRepresentation.Image(systemName: "figure.hiking")),
    .jogging: DisplayRepresentation(
      title: "Jogging", subtitle: "A gentle run",
      image: DisplayRepresentation.Image(systemName: "figure.run")),
    .crossCountrySkiing: DisplayRepresentation(
      title: "Skiing", subtitle: "Cross-country skiing",
      image: DisplayRepresentation.Image(systemName: "figure.skiing.crosscountry")),
    .snowshoeing: DisplayRepresentation(
      title: "Snowshoeing", subtitle: "Walking in the snow",
      image: DisplayRepresentation.Image(systemName: "snowflake")),
  ]
}

extension Array where Element == ActivityStyle {
  /// The activities' display titles, in order: Apple's `localizedElements`.
  public var localizedElements: [String] {
    compactMap { activity in
      ActivityStyle.caseDisplayRepresentations[activity].map { String(localized: $0.title) }
    }
  }

  /// The activities' display titles, separated by commas.
  public var formattedDisplayValue: String {
    localizedElements.joined(separator: ", ")
  }
}
