import CNCurses

/// Restores the terminal however the program ends: SIGINT, SIGTERM and SIGHUP become a quit
/// event for the UI loop (which then closes curses and prints the transcript); a crash signal
/// restores the terminal's settings and leaves the alternate screen before the process dies.
///
/// The handlers live in the CNCurses shim as plain C, so that they are async-signal-safe. Their
/// state is static in the shim header, so every call goes through this one file.
enum SignalGuard {
  /// Saves the terminal's settings and installs the handlers; call before curses starts.
  static func install(terminalDescriptor: Int32, wakeDescriptor: Int32) {
    shim_guard_save_terminal(terminalDescriptor)
    shim_guard_install(wakeDescriptor)
  }

  /// Records the terminal's reset sequences and makes resizes wake the UI loop; call once
  /// curses has started.
  static func cursesStarted() {
    shim_guard_capture_reset_sequences()
    shim_guard_chain_winch()
  }

  /// The quit signal that arrived since the last call, if any.
  static func takeSignal() -> Int32? {
    let signal = shim_guard_take_signal()
    return signal == 0 ? nil : signal
  }

  /// Puts the default handlers back; call after curses ended.
  static func remove() {
    shim_guard_remove()
  }
}
