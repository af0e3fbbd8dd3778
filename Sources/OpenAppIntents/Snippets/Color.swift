/// A color in a snippet, with SwiftUI's names; terminals show only primary, secondary and
/// emphasized text, so each color is drawn as the one of those it reads as.
public struct Color: Sendable, Hashable {
  let name: String
  let style: SnippetTextStyle

  init(named name: String, style: SnippetTextStyle = []) {
    self.name = name
    self.style = style
  }

  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary", style: .secondary)
  // SwiftUI's name.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(named: "accentColor", style: .emphasized)
  public static let red = Color(named: "red", style: .emphasized)
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray", style: .secondary)
  public static let black = Color(named: "black")
  public static let clear = Color(named: "clear", style: .secondary)
}
