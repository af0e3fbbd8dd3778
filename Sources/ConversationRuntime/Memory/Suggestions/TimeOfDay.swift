/// The parts of a day people do things in: "around noon".
enum TimeOfDay: Int, CaseIterable, Sendable {
  case morning, noon, afternoon, evening, night

  /// The part an hour (0–23) falls in.
  init(hour: Int) {
    switch hour {
    case 5..<11: self = .morning
    case 11..<14: self = .noon
    case 14..<17: self = .afternoon
    case 17..<21: self = .evening
    default: self = .night
    }
  }

  /// "around noon", as a reason says it.
  var phrase: String {
    switch self {
    case .morning: return "in the morning"
    case .noon: return "around noon"
    case .afternoon: return "in the afternoon"
    case .evening: return "in the evening"
    case .night: return "at night"
    }
  }
}
