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
    .biking: shown("Biking", "Mountain bike ride", symbol: "figure.outdoor.cycle"),
    .equestrian: shown("Equestrian", "Equestrian sports", symbol: "figure.equestrian.sports"),
    .hiking: shown("Hiking", "A lengthy outdoor walk", symbol: "figure.hiking"),
    .jogging: shown("Jogging", "A gentle run", symbol: "figure.run"),
    .crossCountrySkiing: shown(
      "Skiing", "Cross-country skiing", symbol: "figure.skiing.crosscountry"),
    .snowshoeing: shown("Snowshoeing", "Walking in the snow", symbol: "snowflake"),
  ]

  /// A case's title, subtitle and symbol, as Apple's sample writes each of them.
  private static func shown(
    _ title: LocalizedStringResource, _ subtitle: LocalizedStringResource, symbol: String
  ) -> DisplayRepresentation {
    DisplayRepresentation(
      title: title, subtitle: subtitle, image: DisplayRepresentation.Image(systemName: symbol))
  }
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
