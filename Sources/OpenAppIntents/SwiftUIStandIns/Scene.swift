/// A part of an app's interface, such as a window (SwiftUI's `Scene`); SiriSim runs no app
/// windows, so scenes compile and are never shown.
public protocol Scene {
  /// The scene's content.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene drawn by the system rather than through a `body`.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
  /// A primitive scene has no body.
  public var body: Never {
    return preconditionFailure("\(Self.self) is a primitive scene; its body is never read.")
  }
}

/// An app's windows, each showing `content` (SwiftUI's `WindowGroup`).
public struct WindowGroup<Content: View>: _PrimitiveScene {
  /// Windows showing `content`.
  public init(@ViewBuilder content: () -> Content) {}
  /// Windows showing `content`, identified by `id` for `openWindow`.
  public init(id: String, @ViewBuilder content: () -> Content) {}
  /// Windows titled `title`, showing `content`.
  public init(_ title: LocalizedStringResource, @ViewBuilder content: () -> Content) {}
  /// Windows titled `title`, identified by `id`, showing `content`.
  public init(_ title: LocalizedStringResource, id: String, @ViewBuilder content: () -> Content) {}
}

/// The scenes a `SceneBuilder` lists.
public struct _SceneList: _PrimitiveScene {}

/// Builds a scene from the scenes listed in a `body`.
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<S: Scene>(_ scene: S) -> _SceneList { _SceneList() }
  public static func buildBlock(_ scenes: _SceneList...) -> _SceneList { _SceneList() }
  public static func buildOptional(_ scene: _SceneList?) -> _SceneList { _SceneList() }
  public static func buildEither(first: _SceneList) -> _SceneList { first }
  public static func buildEither(second: _SceneList) -> _SceneList { second }
  public static func buildLimitedAvailability(_ scene: _SceneList) -> _SceneList { scene }
}

extension Scene {
  /// The smallest window size; a terminal has no windows, so it is kept as code reads.
  public func defaultSize(width: Double, height: Double) -> Self { self }
  /// How a window resizes; kept as code reads.
  public func windowResizability(_ resizability: WindowResizability) -> Self { self }
}

/// How a window may be resized (SwiftUI's `WindowResizability`).
public struct WindowResizability: Sendable, Hashable {
  let name: String
  /// As the platform decides.
  public static let automatic = WindowResizability(name: "automatic")
  /// Between the content's smallest and largest sizes.
  public static let contentSize = WindowResizability(name: "contentSize")
  /// No smaller than the content's smallest size.
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
