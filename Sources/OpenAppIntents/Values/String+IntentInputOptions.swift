extension String {
  /// How a text parameter's field takes input: its keyboard, capitalization, corrections and
  /// whether it holds several lines.
  ///
  /// SiriSim honours what a terminal can: `multiline` lets the value take several lines,
  /// `.numberPad` (and `.asciiCapableNumberPad`) take digits only, `.emailAddress` and `.URL`
  /// are checked lightly, and `capitalizationType` is applied to the typed value. Autocorrect,
  /// smart quotes and smart dashes change nothing here: SiriSim keeps the words as typed.
  public struct IntentInputOptions: Sendable, Hashable {
    /// The keyboard shown for the field.
    public var keyboardType: KeyboardType
    /// Which letters are capitalized as the person types.
    public var capitalizationType: CapitalizationType
    /// Whether the value may hold several lines.
    public var multiline: Bool
    /// Whether the keyboard corrects spelling.
    public var autocorrect: Bool
    /// Whether straight quotes become curly ones.
    public var smartQuotes: Bool
    /// Whether two hyphens become a dash.
    public var smartDashes: Bool

    /// Creates input options; the defaults are a one-line field of ASCII text whose sentences
    /// start with a capital.
    public init(
      keyboardType: KeyboardType = .asciiCapable,
      capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true,
      smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }

    /// The keyboards a text field can show, as UIKit names them.
    public enum KeyboardType: Sendable, Hashable {
      /// The current input method's keyboard.
      case `default`
      /// Standard ASCII characters.
      case asciiCapable
      /// Numbers and punctuation.
      case numbersAndPunctuation
      /// A keyboard for web addresses.
      // swift-format-ignore: AlwaysUseLowerCamelCase
      // Apple's spelling, as UIKit's `UIKeyboardType.URL`.
      case URL
      /// Digits only, as for a PIN.
      case numberPad
      /// A telephone keypad.
      case phonePad
      /// A person's name or phone number.
      case namePhonePad
      /// A keyboard for email addresses.
      case emailAddress
      /// Digits and a decimal point.
      case decimalPad
      /// A keyboard with easy access to @ and #.
      case twitter
      /// A keyboard for search terms and web addresses.
      case webSearch
      /// ASCII digits only.
      case asciiCapableNumberPad
    }

    /// Which letters are capitalized as the person types.
    public enum CapitalizationType: Sendable, Hashable {
      /// None: the text stays as typed.
      case none
      /// The first letter of each word.
      case words
      /// The first letter of each sentence.
      case sentences
      /// Every letter.
      case allCharacters
    }
  }
}
