/// What SiriSim does with a path a person names, which decides what each kind of path gets
/// (the table in docs/limits.md).
public enum PathUse: Sendable, Equatable {
  /// A SQLite store (`--store`): a regular file, made when missing.
  case store
  /// A file written whole and replaced atomically (the history, `replay --update`, `init`'s
  /// files, ConversationTesting's recordings).
  case wholeFile
  /// A file written as it goes (`--record`, `:record`, `--cast`): a regular file is replaced
  /// only with `--force`; a device or pipe is written through.
  case stream
  /// A file read (a transcript, a legacy shortcut file, a phrase file).
  case input
  /// A folder read or made (`--phrases`, `init --path`).
  case folder
}

/// What ``SafeFile/decide(_:for:force:)`` says to do with a path.
public enum PathDecision: Sendable, Equatable {
  /// Use it as a regular file (there, or to be made).
  case file
  /// Use it as a folder (there, or to be made).
  case folder
  /// Do nothing with it: the null device (a store in memory, nothing written or read).
  case off
  /// Read or write it as a stream, as it goes (a device, a FIFO, a socket).
  case stream
  /// Refuse it; the reason is a whole sentence naming the path.
  case refused(String)
}
