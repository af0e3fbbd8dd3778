extension SafeFile {
  /// The one rule for every path a person names: what `use` does with what `path` is
  /// (symlinks followed), with one message for each case refused.
  ///
  /// | kind            | store      | whole file       | stream           | input   | folder  |
  /// |-----------------|------------|------------------|------------------|---------|---------|
  /// | missing         | made       | made             | made             | refused | made    |
  /// | regular file    | used       | replaced         | refused¹         | read    | refused |
  /// | folder          | refused    | refused          | refused          | refused | used    |
  /// | null device     | in memory  | off              | off              | empty   | refused |
  /// | other device    | refused    | refused          | written through  | refused | refused |
  /// | FIFO, socket    | refused    | refused          | written through  | read    | refused |
  ///
  /// ¹ replaced with `force`.
  public static func decide(_ path: String, for use: PathUse, force: Bool = false)
    -> PathDecision
  {
    if path.isEmpty, use != .folder {
      return .refused("An empty path names no file.")
    }
    let kind = PathKind(path: path)
    if case .unreachable(let reason) = kind {
      if let file = fileInTheWay(of: path) {
        return .refused("\(path) can't be reached: \(file) is a file, not a folder.")
      }
      return .refused("\(path) can't be reached (\(reason)).")
    }
    switch use {
    case .store: return decideStore(path, kind)
    case .wholeFile: return decideWholeFile(path, kind)
    case .stream: return decideStream(path, kind, force: force)
    case .input: return decideInput(path, kind)
    case .folder: return decideFolder(path, kind)
    }
  }

  private static func decideStore(_ path: String, _ kind: PathKind) -> PathDecision {
    switch kind {
    case .missing, .regularFile: return .file
    case .nullDevice: return .off
    case .folder:
      return .refused(
        "\(path) is a folder, not a store file. Pass --store with a file's path, such as \(path.hasSuffix("/") ? path : path + "/")sirisim.sqlite (--store :memory: remembers nothing)."
      )
    default:
      return .refused(
        "\(path) is \(kind.phrase), not a store file. SiriSim leaves it untouched: pass --store with a file's path (--store :memory: remembers nothing)."
      )
    }
  }

  private static func decideWholeFile(_ path: String, _ kind: PathKind) -> PathDecision {
    switch kind {
    case .missing, .regularFile: return .file
    case .nullDevice: return .off
    default:
      return .refused("\(path) is \(kind.phrase), not a file SiriSim can replace.")
    }
  }

  private static func decideStream(_ path: String, _ kind: PathKind, force: Bool)
    -> PathDecision
  {
    switch kind {
    case .missing: return .file
    case .regularFile:
      return force
        ? .file
        : .refused("“\(path)” is there already. Add --force to replace it, or choose another file.")
    case .nullDevice: return .off
    case .characterDevice, .fifo, .socket: return .stream
    case .folder:
      return .refused(
        "“\(path)” is a folder. Name a file in it, such as \(path.hasSuffix("/") ? path : path + "/")session.siri."
      )
    default: return .refused("“\(path)” is \(kind.phrase); SiriSim writes nothing to it.")
    }
  }

  private static func decideInput(_ path: String, _ kind: PathKind) -> PathDecision {
    switch kind {
    case .regularFile: return .file
    case .nullDevice: return .off
    case .fifo, .socket: return .stream
    case .missing: return .refused("\(path) is not there.")
    default: return .refused("\(path) is \(kind.phrase), not a file SiriSim can read.")
    }
  }

  private static func decideFolder(_ path: String, _ kind: PathKind) -> PathDecision {
    switch kind {
    case .missing, .folder: return .folder
    default: return .refused("\(path) is \(kind.phrase), not a folder.")
    }
  }

  /// The nearest existing place above `path` when it is not a folder (`notes.txt` in
  /// `notes.txt/new`), so a refusal names what is in the way; `nil` when it is a folder.
  public static func fileInTheWay(of path: String) -> String? {
    var place = path
    while let slash = place.lastIndex(of: "/"), slash != place.startIndex {
      place = String(place[..<slash])
      switch PathKind(path: place) {
      case .missing, .unreachable: continue
      case .folder: return nil
      default: return place
      }
    }
    return nil
  }
}
