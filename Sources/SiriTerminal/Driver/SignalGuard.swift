import CNCurses
import TextSafety

/// Restores the terminal however the program ends: SIGINT, SIGTERM, SIGHUP and every other
/// signal whose default action ends the process (SIGUSR1, SIGALRM, SIGPIPE, …) become a quit
/// event for the UI loop (which then closes curses and prints the transcript); a crash signal
/// restores the terminal's settings and leaves the alternate screen before the process dies;
/// SIGCONT after a stop sets the terminal's modes again and redraws, as curses programs do.
///
/// The handlers live in CNCurses (`shim.c`) as plain C, so that they are async-signal-safe.
/// A crash handler runs on the crashing thread's alternate signal stack, so the threads that
/// run SiriSim's code (the UI loop and the runtime's turns) each get one; a stack overflow then
/// still restores the terminal and prints the transcript.
enum SignalGuard {
  /// Gives the calling thread an alternate signal stack; call first thing on each thread that
  /// runs SiriSim's code while the UI is up.
  static func addAlternateStack() {
    _ = shim_guard_add_alternate_stack()
  }

  /// The transcript a crash prints after restoring the terminal: plain lines, made inert.
  static func setCrashTranscript(_ lines: [String]) {
    let text = lines.map(OutputSanitizer.line).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    text.withCString { shim_guard_set_transcript($0, text.utf8.count) }
  }

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

  /// Whether the process was stopped and continued since the last call.
  static func takeContinued() -> Bool {
    shim_guard_take_continued() != 0
  }

  /// Puts the default handlers back; call after curses ended.
  static func remove() {
    shim_guard_remove()
  }

  /// Crashes the calling thread on purpose, for the tests of the crash handlers.
  static func simulate(_ crash: SimulatedCrash) -> Never {
    switch crash {
    case .stackOverflow:
      shim_guard_overflow_stack()
    }
    fatalError("The simulated crash did not happen.")
  }
}

/// A crash the terminal UI can cause on purpose (`sirisim ui --simulate-crash`), so that tests
/// can check that the terminal is restored and the transcript printed however SiriSim dies.
package enum SimulatedCrash: String, Sendable, CaseIterable {
  /// The runtime's thread recurses until its stack overflows, when an utterance is sent.
  case stackOverflow = "stack-overflow"
}
