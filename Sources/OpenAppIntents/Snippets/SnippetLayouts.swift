import Locking

/// A snippet's layouts, by width: what `TextOutput` worked out, kept for the next time the same
/// snippet is shown at the same width (every frame of a confirmation pane, the transcript, plain
/// output and a recording).
///
/// A reference shared by a snippet's copies, behind a lock; it keeps the last few widths only,
/// since a window being resized asks for a new width on every step.
package final class SnippetLayouts: Sendable {
  private let byWidth = Locked<[(width: Int, layout: any Sendable)]>([])
  private let computed = Locked(0)
  /// The most widths kept.
  static let capacity = 4

  package init() {}

  /// The layout for `width`, made by `make` the first time that width is asked for.
  package func layout<Layout: Sendable>(width: Int, _ make: () -> Layout) -> Layout {
    if let known = byWidth.withLock({ $0.first { $0.width == width }?.layout as? Layout }) {
      return known
    }
    let layout = make()
    computed.withLock { $0 += 1 }
    byWidth.withLock { layouts in
      layouts.removeAll { $0.width == width }
      if layouts.count >= Self.capacity { layouts.removeFirst() }
      layouts.append((width, layout))
    }
    return layout
  }

  /// How many layouts were made (for the tests that check a snippet is laid out once a width).
  package var layoutCount: Int { computed.withLock { $0 } }
}
