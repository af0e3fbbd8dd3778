import ConversationRuntime

extension SessionCommand {
  /// Runs the command: the one place a `:` command does its work, whatever the front end. Each
  /// command's work and words are in its own file under `Commands/`.
  public func run(in context: CommandContext) async -> CommandOutcome {
    switch self {
    case .help: return HelpCommand.run()
    case .voiceOnly(let isOn): return VoiceOnlyCommand.run(isOn, in: context)
    case .clear: return ClearCommand.run()
    case .apps: return await AppsCommand.run(in: context)
    case .store: return StoreCommand.run(in: context)
    case .run(let invocation): return .turn(.invocation(invocation))
    case .find(let request): return await FindCommand.run(request, in: context)
    case .why(let utterance): return WhyCommand.run(utterance, in: context)
    case .record(let path): return RecordCommand.start(path: path, in: context)
    case .stopRecording: return RecordCommand.stop(in: context)
    case .addToSiri(let phrase): return AddToSiriCommand.run(phrase, in: context)
    case .suggestions: return SuggestionsCommand.list(in: context)
    case .runSuggestion(let number): return SuggestionsCommand.run(number, in: context)
    case .quit: return .quit
    case .invalid(let message): return .problem(message)
    }
  }
}
