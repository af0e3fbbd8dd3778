/// A color in a snippet, with SwiftUI's names; terminals show only primary, secondary and
/// emphasized text, so each color is drawn as the one of those it reads as.
public struct Color: Sendable, Hashable {
  let name: String
  let style: SnippetTextStyle

  init(_ name: String, style: SnippetTextStyle = []) {
    self.name = name
    self.style = style
  }

  public static let primary = Color("primary")
  public static let secondary = Color("secondary", style: .secondary)
  // SwiftUI's name.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color("accentColor", style: .emphasized)
  public static let red = Color("red", style: .emphasized)
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let green = Color("green")
  public static let mint = Color("mint")
  public static let teal = Color("teal")
  public static let cyan = Color("cyan")
  public static let blue = Color("blue")
  public static let indigo = Color("indigo")
  public static let purple = Color("purple")
  public static let pink = Color("pink")
  public static let brown = Color("brown")
  public static let white = Color("white")
  public static let gray = Color("gray", style: .secondary)
  public static let black = Color("black")
  public static let clear = Color("clear", style: .secondary)
}
