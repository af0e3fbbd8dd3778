import TextSafety

/// A phrase template: literal text, the app-name token and parameter slots.
///
/// Templates are written the way `AppShortcuts.strings` writes them:
/// `"Order ${soup} from ${applicationName}"`. `${applicationName}` is the app-name token;
/// any other `${name}` is a parameter slot.
public struct PhraseTemplate: Sendable, Hashable, CustomStringConvertible {
  /// One piece of a template.
  public enum Segment: Sendable, Hashable {
    /// Literal text, matched word by word after normalization.
    case text(String)
    /// The app's name or one of its alternative names (`${applicationName}`).
    case applicationName
    /// A parameter slot, by parameter name (`${soup}`).
    case parameter(String)
  }

  /// The template's segments, in order.
  public var segments: [Segment]

  /// Creates a template from segments.
  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// Parses Apple's `.strings` form: `"Order ${soup} from ${applicationName}"`.
  ///
  /// A `$` not followed by `{` and a lone `}` are literal text. Errors carry the 1-based column
  /// (in characters) of the offending `${` or character.
  public init(parsing source: String) throws(PhraseTemplateError) {
    var segments: [Segment] = []
    var text = ""
    var column = 1
    var index = source.startIndex
    while index < source.endIndex {
      let character = source[index]
      let next = source.index(after: index)
      guard character == "$", next < source.endIndex, source[next] == "{" else {
        text.append(character)
        column += 1
        index = next
        continue
      }
      let openColumn = column
      var cursor = source.index(after: next)
      var name = ""
      while cursor < source.endIndex, source[cursor] != "}" {
        name.append(source[cursor])
        cursor = source.index(after: cursor)
      }
      guard cursor < source.endIndex else {
        throw PhraseTemplateError(
          column: openColumn,
          message: "Unterminated \"${\": expected \"}\" to close the placeholder.")
      }
      if name.isEmpty {
        throw PhraseTemplateError(
          column: openColumn, message: "Empty placeholder \"${}\": expected a parameter name.")
      }
      if let offset = Self.invalidIdentifierOffset(name) {
        throw PhraseTemplateError(
          column: openColumn + 2 + offset,
          message:
            "Invalid parameter name \"\(name)\": use letters, digits and underscores, not starting with a digit."
        )
      }
      if !text.isEmpty {
        segments.append(.text(text))
        text = ""
      }
      segments.append(name == "applicationName" ? .applicationName : .parameter(name))
      column += 3 + name.count
      index = source.index(after: cursor)
    }
    if !text.isEmpty {
      segments.append(.text(text))
    }
    self.segments = segments
  }

  /// The most words a phrase may have: `InputLimits.maxPhraseWords`. Siri's phrases are short
  /// (Apple's samples use 3 to 8 words); longer ones are reported by `sirisim phrases --lint`
  /// and never matched, which bounds the matcher's work and memory.
  public static let maxWords = InputLimits.maxPhraseWords

  /// The most UTF-8 bytes a phrase may have: `InputLimits.maxPhraseBytes`. Longer ones, like
  /// those over ``maxWords``, are reported by `sirisim phrases --lint` and never matched; a
  /// phrase file's value over it is not even parsed.
  public static let maxBytes = InputLimits.maxPhraseBytes

  /// Whether the phrase is within both caps, ``maxWords`` and ``maxBytes``: one SiriSim
  /// matches.
  public var isWithinLimits: Bool {
    wordCount <= Self.maxWords && description.utf8.count <= Self.maxBytes
  }

  /// How many words the phrase has: its literal words, and one for each placeholder.
  public var wordCount: Int {
    segments.reduce(0) { count, segment in
      if case .text(let text) = segment { return count + TextNormalizer.tokens(text).count }
      return count + 1
    }
  }

  /// The parameter names the template mentions, in order of first appearance, without repeats.
  public var parameterNames: [String] {
    var seen = Set<String>()
    var names: [String] = []
    for case .parameter(let name) in segments where seen.insert(name).inserted {
      names.append(name)
    }
    return names
  }

  /// The template back in `${…}` form.
  public var description: String {
    var result = ""
    for segment in segments {
      switch segment {
      case .text(let text): result += text
      case .applicationName: result += "${applicationName}"
      case .parameter(let name): result += "${\(name)}"
      }
    }
    return result
  }

  /// The 0-based character offset of the first character that makes `name` an invalid identifier.
  private static func invalidIdentifierOffset(_ name: String) -> Int? {
    for (offset, character) in name.enumerated() {
      let valid = character == "_" || character.isLetter || (offset > 0 && character.isNumber)
      if !valid { return offset }
    }
    return nil
  }
}
