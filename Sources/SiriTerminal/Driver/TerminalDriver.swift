/// A screen the one terminal loop (``TerminalLoop``) draws on and reads keys from: curses on a
/// terminal (``CursesDriver``), curses captured for `sirisim play` and casts
/// (``CaptureDriver``), or the tests' driver, which records every frame.
///
/// The loop is the same over each; only where keys come from and where frames go differ, as
/// Bubble Tea's one `Program` runs over its swappable renderers. A driver is used on one
/// thread (curses is not thread-safe).
package protocol TerminalDriver: AnyObject {
  /// The screen's size now.
  var size: TerminalSize { get }

  /// The keys, clicks and resizes waiting (at most `limit`), without blocking.
  func readEvents(limit: Int) -> [TerminalEvent]

  /// Sleeps until input is waiting, `wakeDescriptor` is readable, or the timeout passes;
  /// returns whether the input is gone (hung up), so that a loop ends instead of spinning.
  func waitForInput(timeoutMilliseconds: Int32, wakeDescriptor: Int32) -> Bool

  /// Shows a frame, cursor included.
  func draw(_ frame: Frame)

  /// Makes the next draw repaint the whole screen (Ctrl-L), not only what changed.
  func invalidate()

  /// Gives the screen back (curses ends); nothing is drawn after.
  func end()

  /// Sets the terminal's modes again after the process was stopped and continued (SIGCONT),
  /// and makes the next draw repaint everything.
  func resumeAfterStop()
}

extension TerminalDriver {
  /// A driver without a terminal of its own has nothing to set again.
  package func resumeAfterStop() { invalidate() }
}
