import ArgumentParser

extension Option where Value == String? {
  /// An option naming a file the command writes, completed by the shell with files that end in
  /// `fileExtension`: `--cast FILE`, `--gif FILE`, `--html FILE`, `--record FILE`.
  init(writing abstract: String, fileExtension: String) {
    self.init(
      help: ArgumentHelp(abstract, valueName: "file"),
      completion: .file(extensions: [fileExtension]))
  }
}
