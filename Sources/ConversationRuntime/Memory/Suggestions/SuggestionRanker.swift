import Foundation

/// Ranks likely next actions from donations, as Siri Suggestions do: by how often and how
/// recently each was done, and whether it is usually done at this time of day or on this
/// weekday. Pure and deterministic: the same donations and `now` give the same ranking.
package struct SuggestionRanker: Sendable {
  /// The time zone whose hours and weekdays the patterns are read in.
  package var timeZone: TimeZone

  /// A donation's weight halves every this many days.
  package static let halfLifeDays = 14.0
  /// Within this many hours of now, a donation counts as done at this time of day.
  package static let hourWindow = 1.5
  /// A pattern holds when at least this share of the donations follow it.
  package static let patternShare = 2.0 / 3.0

  /// A ranker reading times in `timeZone` (by default the system's, which `TZ` sets).
  package init(timeZone: TimeZone = .current) {
    self.timeZone = timeZone
  }

  /// The weekdays' names, Sunday first, in English as the reasons are.
  private static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// The suggestions, best first, at most `limit`: one per intent and main value (its first
  /// parameter: the soup of Order Soup), from the donations of actions that completed or that
  /// apps donated. Each runs with the values most often given with it, the latest on a tie.
  package func rank(_ donations: [IntentDonation], now: Date, limit: Int = 5) -> [SiriSuggestion] {
    var groups: [GroupKey: [IntentDonation]] = [:]
    var order: [GroupKey] = []
    for donation in donations where donation.outcome != .failed && donation.date <= now {
      let key = GroupKey(donation)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(donation)
    }
    let ranked = order.compactMap { key -> SiriSuggestion? in
      guard let group = groups[key], let last = group.max(by: { $0.date < $1.date }) else {
        return nil
      }
      return SiriSuggestion(
        app: last.app, intent: last.intent, intentTitle: last.intentTitle,
        parameters: usualValues(in: group), score: score(group, now: now), count: group.count,
        lastDate: last.date, reason: reason(for: group, last: last),
        prediction: last.prediction)
    }
    return ranked.sorted { a, b in
      if a.score != b.score { return a.score > b.score }
      if a.lastDate != b.lastDate { return a.lastDate > b.lastDate }
      return a.invocation < b.invocation
    }.prefix(max(0, limit)).map { $0 }
  }

  private struct GroupKey: Hashable {
    let app: String
    let intent: String
    let mainValue: SavedParameter?

    init(_ donation: IntentDonation) {
      app = donation.app
      intent = donation.intent
      mainValue = donation.parameters.first.map { SavedParameter(name: $0.name, value: $0.value) }
    }
  }

  /// The values given most often in a group (the latest of those on a tie).
  private func usualValues(in group: [IntentDonation]) -> [SavedParameter] {
    var counts: [[SavedParameter]: (count: Int, last: Date)] = [:]
    for donation in group {
      let values = donation.parameters.map { SavedParameter(name: $0.name, value: $0.value) }
      let seen = counts[values] ?? (0, donation.date)
      counts[values] = (seen.count + 1, max(seen.last, donation.date))
    }
    return counts.max { a, b in
      if a.value.count != b.value.count { return a.value.count < b.value.count }
      if a.value.last != b.value.last { return a.value.last < b.value.last }
      // The same count and time: the one that reads first, so every run picks the same.
      return a.key.map(\.description).joined() > b.key.map(\.description).joined()
    }?.key ?? []
  }

  /// Each donation's weight by age, doubled when done near this hour and raised by half when
  /// done on this weekday.
  private func score(_ group: [IntentDonation], now: Date) -> Double {
    let local = LocalTime(now, in: timeZone)
    return group.reduce(0) { total, donation in
      let ageDays = max(0, now.timeIntervalSince(donation.date)) / 86_400
      var weight = pow(0.5, ageDays / Self.halfLifeDays)
      let then = LocalTime(donation.date, in: timeZone)
      let gap = abs(then.hours - local.hours)
      if min(gap, 24 - gap) <= Self.hourWindow { weight *= 2 }
      if then.weekday == local.weekday { weight *= 1.5 }
      return total + weight
    }
  }

  /// "You order Tomato Soup on Mondays around noon": the action and the patterns it follows.
  func reason(for group: [IntentDonation], last: IntentDonation) -> String {
    var words = ["You", Self.action(last)]
    let times = group.map { LocalTime($0.date, in: timeZone) }
    if Set(times.map(\.day)).count >= 2, let weekday = dominant(times.map(\.weekday)),
      Self.weekdayNames.indices.contains(weekday - 1)
    {
      words.append("on \(Self.weekdayNames[weekday - 1])s")
    }
    let parts = times.map { TimeOfDay(hour: $0.hour) }
    if group.count >= 2, let part = dominant(parts) {
      words.append(part.phrase)
    } else if group.count == 1 {
      words = ["You", Self.action(last, past: true), "recently"]
    }
    return words.joined(separator: " ")
  }

  /// The value most of the items share, when at least ``patternShare`` of them do.
  private func dominant<Value: Hashable>(_ items: [Value]) -> Value? {
    var counts: [Value: Int] = [:]
    for item in items { counts[item, default: 0] += 1 }
    guard let (value, count) = counts.max(by: { $0.value < $1.value }) else { return nil }
    return Double(count) >= Double(items.count) * Self.patternShare ? value : nil
  }

  /// "order Tomato Soup" for Order Soup with soup = Tomato Soup; "get trail info for Alamere
  /// Falls" when the title doesn't end with the first value's name; "open favorites" alone.
  package static func action(_ donation: IntentDonation, past: Bool = false) -> String {
    var title = donation.intentTitle.split(separator: " ").map(String.init)
    guard let verb = title.first else { return donation.intent }
    title[0] = past ? pastTense(verb.lowercased()) : verb.lowercased()
    guard let first = donation.parameters.first else {
      return withArticle([title[0]] + title.dropFirst().map { $0.lowercased() })
        .joined(separator: " ")
    }
    if title.count > 1, title.last?.lowercased() == first.name.lowercased() {
      return (title.dropLast() + [first.value]).joined(separator: " ")
    }
    let rest = title.dropFirst().map { $0.lowercased() }
    return ([title[0]] + rest + ["for", first.value]).joined(separator: " ")
  }

  private static func pastTense(_ verb: String) -> String {
    let irregular = [
      "buy": "bought", "get": "got", "find": "found", "begin": "began", "make": "made",
      "run": "ran", "go": "went", "take": "took", "read": "read", "send": "sent",
    ]
    if let past = irregular[verb] { return past }
    if verb.hasSuffix("e") { return verb + "d" }
    if verb.hasSuffix("y"), let last = verb.dropLast().last, !"aeiou".contains(last) {
      return verb.dropLast() + "ied"
    }
    // One syllable ending consonant, vowel, consonant doubles its last letter: "logged".
    let letters = Array(verb)
    let vowels = "aeiou"
    let syllables = zip([" "] + letters, letters).filter {
      vowels.contains($1) && !vowels.contains($0)
    }.count
    if syllables == 1, letters.count >= 3, let last = letters.last, !"wxy".contains(last),
      !vowels.contains(last), vowels.contains(letters[letters.count - 2]),
      !vowels.contains(letters[letters.count - 3])
    {
      return verb + String(last) + "ed"
    }
    return verb + "ed"
  }
}
