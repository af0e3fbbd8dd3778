extension CommandSandbox {
  /// Every subcommand the executable's `--help` lists, a group's as its leaves
  /// (`shortcuts add`), so a table of cases can be checked against them.
  public func listedSubcommands() throws -> [String] {
    var listed: [String] = []
    for name in try subcommands(listedBy: []) {
      let nested = try subcommands(listedBy: [name])
      listed += nested.isEmpty ? [name] : nested.map { "\(name) \($0)" }
    }
    return listed
  }

  /// The names under SUBCOMMANDS in the help of `<executable> <words> --help`.
  func subcommands(listedBy words: [String]) throws -> [String] {
    let help = try run(words + ["--help"]).output
    return help.split(separator: "\n", omittingEmptySubsequences: false).drop {
      !$0.hasPrefix("SUBCOMMANDS:")
    }.dropFirst()
      .prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
  }
}
