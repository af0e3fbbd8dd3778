import Foundation

// SwiftUI's layout and drawing modifiers. A text snippet has no geometry, so each returns the
// view as it is; they are here so an app's views compile and read the same as in SwiftUI.
extension View {
  /// Padding on some edges.
  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> Self { self }
  /// Padding of given insets.
  public func padding(_ insets: EdgeInsets) -> Self { self }
  /// A flexible frame.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> Self { self }
  /// The view at its ideal size.
  public func fixedSize() -> Self { self }
  /// The view at its ideal size along some axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
  /// The priority of the view's space.
  public func layoutPriority(_ value: Double) -> Self { self }
  /// The view moved.
  public func offset(x: Double = 0, y: Double = 0) -> Self { self }
  /// The view's transparency.
  public func opacity(_ opacity: Double) -> Self { self }
  /// Rounded corners.
  public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> Self { self }
  /// The view clipped to a shape.
  public func clipShape<S: Shape>(_ shape: S) -> Self { self }
  /// The view clipped to its frame.
  public func clipped(antialiased: Bool = false) -> Self { self }
  /// A shadow.
  public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self {
    self
  }
  /// The view scaled.
  public func scaleEffect(_ scale: Double) -> Self { self }
  /// The view scaled to fit its parent.
  public func scaledToFit() -> Self { self }
  /// The view scaled to fill its parent.
  public func scaledToFill() -> Self { self }
  /// The view's ignored safe area.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self {
    self
  }
  /// A view drawn behind this one; a terminal draws only the view in front.
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> Self {
    self
  }
  /// Views drawn behind this one; a terminal draws only the view in front.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> Self { self }
  /// A style filling the view's background.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> Self
  { self }
  /// A style filling a shape behind the view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> Self { self }
  /// A view drawn over this one; a terminal draws only the view beneath.
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> Self { self }
  /// Views drawn over this one; a terminal draws only the view beneath.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> Self
  { self }
  /// A style filling a shape over the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> Self { self }
  /// The shape that takes hits.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
  /// A view's identity.
  public func id<ID: Hashable>(_ id: ID) -> Self { self }
  /// A view's tag in a picker.
  public func tag<V: Hashable>(_ tag: V) -> Self { self }
  /// Whether the view takes input.
  public func disabled(_ disabled: Bool) -> Self { self }
  /// Hides the view from assistive technologies when `hidden`.
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }
  /// A label for assistive technologies.
  public func accessibilityLabel(_ label: Text) -> Self { self }
  /// A label for assistive technologies.
  public func accessibilityLabel(_ label: LocalizedStringResource) -> Self { self }
  /// A label for assistive technologies.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
  /// A hint for assistive technologies.
  public func accessibilityHint(_ hint: Text) -> Self { self }
  /// A value for assistive technologies.
  public func accessibilityValue(_ value: Text) -> Self { self }
  /// A value for assistive technologies.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
  /// Children combined or ignored for assistive technologies.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self {
    self
  }
  /// An animation when a value changes; no effect in a terminal.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  /// How content changes are animated; no effect in a terminal.
  public func contentTransition(_ transition: ContentTransition) -> Self { self }
  /// How the view enters and leaves; no effect in a terminal.
  public func transition(_ transition: AnyTransition) -> Self { self }
}

/// The parts of a view's safe area.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// Regions from their raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How a view's children appear to assistive technologies.
public struct AccessibilityChildBehavior: Sendable, Hashable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// An animation; a terminal shows the end state at once.
public struct Animation: Sendable, Hashable {
  let name: String
  public static let `default` = Animation(name: "default")
  public static let linear = Animation(name: "linear")
  public static let easeIn = Animation(name: "easeIn")
  public static let easeOut = Animation(name: "easeOut")
  public static let easeInOut = Animation(name: "easeInOut")
  public static let spring = Animation(name: "spring")
  public static let smooth = Animation(name: "smooth")
  public static let bouncy = Animation(name: "bouncy")
}

/// How a view's content changes are animated.
public struct ContentTransition: Sendable, Hashable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let opacity = ContentTransition(name: "opacity")
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits that roll to their new value.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits that roll towards a new value.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
}

/// How a view enters and leaves.
public struct AnyTransition: Sendable, Hashable {
  let name: String
  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static let scale = AnyTransition(name: "scale")
  public static let slide = AnyTransition(name: "slide")
}
