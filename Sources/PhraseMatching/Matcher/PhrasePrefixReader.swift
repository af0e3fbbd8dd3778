import Foundation

/// Reads a sentence still being typed: the App Shortcut phrase it is the beginning of, the
/// words typed so far for each of its values, and what the phrase still needs.
///
/// The matcher reads whole requests, which name their app; while a person types "Order clam
/// ch", no phrase matches yet. This reader lines the typed words up with the start of each
/// phrase instead: literal words must be said in order (the last, still being typed, may be
/// the start of one; a longer word may have one typo), a value takes the words up to the
/// phrase's next word, and the app's name may be part said. It is a hint, never a match: it
/// runs nothing.
public struct PhrasePrefixReader: Sendable {
  /// What a typed beginning is read as.
  public struct Reading: Sendable, Equatable {
    /// The app's name.
    public var app: String
    /// The intent, as the matcher knows it ("OrderSoup").
    public var intent: String
    /// The phrase the words begin.
    public var phrase: PhraseTemplate
    /// The words typed for each value so far, in the phrase's order, as typed.
    public var values: [Value]
    /// Whether the last typed word is part of a value (a front end shows "…" after it).
    public var isTypingValue: Bool
    /// The phrase's segments not said yet.
    public var rest: [PhraseTemplate.Segment]
  }

  /// A value's words, as typed.
  public struct Value: Sendable, Equatable {
    /// The parameter's name.
    public var parameter: String
    /// The words typed for it.
    public var words: String
  }

  /// A phrase, as the reader lines words up with it.
  struct Candidate: Sendable {
    let app: String
    let intent: String
    let phrase: PhraseTemplate
    let parts: [Part]
  }

  /// One word-sized piece of a phrase.
  enum Part: Sendable {
    case word(String)
    case appName([[String]])
    case value(String)
  }

  let candidates: [Candidate]

  /// A reader over the apps' phrases.
  public init(apps: [AppPhrases]) {
    var candidates: [Candidate] = []
    for app in apps {
      let names = ([app.name] + app.alternativeNames).map(TextNormalizer.tokens).filter {
        !$0.isEmpty
      }
      for intent in app.intents {
        for phrase in intent.phrases {
          var parts: [Part] = []
          for segment in phrase.segments {
            switch segment {
            case .text(let text): parts += TextNormalizer.tokens(text).map(Part.word)
            case .applicationName: parts.append(.appName(names))
            case .parameter(let name): parts.append(.value(name))
            }
          }
          candidates.append(
            Candidate(app: app.name, intent: intent.intent, phrase: phrase, parts: parts))
        }
      }
    }
    self.candidates = candidates
  }

  /// The phrase the typed words best begin, or `nil` when they begin none (or are too few to
  /// tell: one word said whole, or two letters).
  public func read(_ typed: String) -> Reading? {
    let words = Array(TextNormalizer.words(in: typed, limit: PhraseMatcher.maxUtteranceWords))
    guard !words.isEmpty, typed.utf8.count <= PhraseMatcher.maxUtteranceLength else { return nil }
    // The last word is still being typed unless a space or punctuation follows it.
    let isTyping = typed.last.map { $0.isLetter || $0.isNumber } ?? false
    var best: (score: Int, reading: Reading)?
    for candidate in candidates {
      guard
        let (score, reading) = Self.align(
          words, typed: typed, isTyping: isTyping, with: candidate),
        score > (best?.score ?? 0)
      else { continue }
      best = (score, reading)
    }
    return best?.reading
  }

  /// How well the words begin the candidate's phrase (2 for a word said whole, 1 for one part
  /// said or with a typo), and the reading; `nil` when they don't.
  static func align(
    _ words: [TextNormalizer.Word], typed: String, isTyping: Bool, with candidate: Candidate
  ) -> (Int, Reading)? {
    var index = 0
    var part = 0
    var score = 0
    var values: [Value] = []
    var isTypingValue = false
    let parts = candidate.parts
    func isPartial(_ at: Int) -> Bool { isTyping && at == words.count - 1 }
    while index < words.count {
      guard part < parts.count else { return nil }
      switch parts[part] {
      case .word(let expected):
        let fit = wordFit(words[index].text, expected, partial: isPartial(index))
        if fit == 0, !isPartial(index), isFiller(words[index].text) {
          // "Start a hike": a filler the phrase doesn't say is passed over, as the matcher does.
          index += 1
          continue
        }
        guard fit > 0 else { return nil }
        score += fit
        index += 1
      case .appName(let names):
        let said = names.map { nameFit(words, from: index, name: $0, isTyping: isTyping) }.max()
        guard let said, said > 0 else { return nil }
        score += 2 * said
        index += said
      case .value(let name):
        // The value takes the words up to the phrase's next word (a whole word: the one being
        // typed may still be the value's).
        // The last word, still typed, begins the next word when the value has words before it.
        var end = words.count
        if part + 1 < parts.count, case .word(let next) = parts[part + 1] {
          end =
            (index + 1..<words.count).first { at in
              isPartial(at)
                ? next.hasPrefix(words[at].text) && words[at].text.count >= 2
                : wordFit(words[at].text, next, partial: false) == 2
            } ?? words.count
        }
        let range = words[index].range.lowerBound..<words[end - 1].range.upperBound
        values.append(Value(parameter: name, words: String(typed[range])))
        isTypingValue = end == words.count
        index = end
      }
      part += 1
    }
    // A value said by itself is no evidence: a phrase word must have been said.
    guard score >= 2 else { return nil }
    let reading = Reading(
      app: candidate.app, intent: candidate.intent, phrase: candidate.phrase, values: values,
      isTypingValue: isTypingValue, rest: rest(of: candidate.phrase, after: part, in: parts))
    return (score, reading)
  }

  /// Whether a word is one the matcher passes over when a phrase doesn't say it ("a", "the",
  /// "please").
  static func isFiller(_ word: String) -> Bool {
    Lexicon.matching.fillers.contains(word) || Lexicon.matching.functionWords.contains(word)
  }

  /// 2 when `said` is the phrase's word, 1 when it is its beginning (still typed) or the word
  /// with one typo, 0 otherwise.
  static func wordFit(_ said: String, _ expected: String, partial: Bool) -> Int {
    if said == expected { return 2 }
    if partial, said.count >= 2, expected.hasPrefix(said) { return 1 }
    if said.count >= 4, expected.count >= 4,
      EditDistance.distance(said, expected, limit: 1) != nil
    {
      return 1
    }
    return 0
  }

  /// How many words from `start` say the name (its beginning, when they are the last typed),
  /// or 0.
  static func nameFit(
    _ words: [TextNormalizer.Word], from start: Int, name: [String], isTyping: Bool
  ) -> Int {
    var count = 0
    while count < name.count, start + count < words.count {
      let at = start + count
      let partial = isTyping && at == words.count - 1
      guard wordFit(words[at].text, name[count], partial: partial) > 0 else { break }
      count += 1
    }
    // The whole name, or as much of it as was typed before the words ran out.
    return count == name.count || start + count == words.count ? count : 0
  }

  /// The segments of the phrase after the part reached.
  static func rest(of phrase: PhraseTemplate, after reached: Int, in parts: [Part])
    -> [PhraseTemplate.Segment]
  {
    guard reached < parts.count else { return [] }
    // Count parts segment by segment to find the segment holding the first part not said.
    var consumed = 0
    for (offset, segment) in phrase.segments.enumerated() {
      let size: Int
      switch segment {
      case .text(let text): size = TextNormalizer.tokens(text).count
      case .applicationName, .parameter: size = 1
      }
      if consumed + size > reached {
        var rest = phrase.segments[(offset + 1)...].map { segment in
          guard case .text(let text) = segment else { return segment }
          return .text(text.trimmingCharacters(in: .whitespaces))
        }
        if case .text(let text) = segment {
          let words = TextNormalizer.tokens(text)
          rest.insert(.text(words[(reached - consumed)...].joined(separator: " ")), at: 0)
        } else {
          rest.insert(segment, at: 0)
        }
        return rest
      }
      consumed += size
    }
    return []
  }
}
