// SwiftUI's button and label styles: a terminal lists a snippet's buttons as one kind of row,
// so a style has no effect; apps' own styles compile and their bodies are not drawn.

/// A style of a button that draws its label.
public protocol ButtonStyle {
  /// The view a pressed or released button draws.
  associatedtype Body: View
  /// The view for a button.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// A button's label and state.
  typealias Configuration = ButtonStyleConfiguration
}

/// A button's label and whether it is pressed.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public let label: ViewGroup
  /// Whether the button is pressed.
  public let isPressed: Bool
}

/// A style of a button that handles its own presses.
public protocol PrimitiveButtonStyle {}

/// The platform's button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The platform's button style.
  public init() {}
}

/// A button of its label only.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// A button of its label only.
  public init() {}
}

/// A button with no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// A button with no border.
  public init() {}
}

/// A bordered button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// A bordered button.
  public init() {}
}

/// A bordered, prominent button.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// A bordered, prominent button.
  public init() {}
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's button style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button of its label only.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button with no border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered, prominent button.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// How a label shows its title and icon.
public protocol LabelStyle {}

/// A label's title and icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// A label's title and icon.
  public init() {}
}

/// A label's icon only.
public struct IconOnlyLabelStyle: LabelStyle {
  /// A label's icon only.
  public init() {}
}

/// A label's title only.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// A label's title only.
  public init() {}
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// A label's title and icon.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// A label's icon only.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// A label's title only.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension View {
  /// The style of the view's buttons.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
  /// The style of the view's buttons.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> Self { self }
  /// The style of the view's labels.
  public func labelStyle<S: LabelStyle>(_ style: S) -> Self { self }
}
