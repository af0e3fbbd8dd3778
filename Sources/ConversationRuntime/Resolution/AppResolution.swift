import Foundation
@_spi(SiriSim) import OpenAppIntents

/// A parameter's own resolvers (`@Parameter(…, resolvers: { … })`) around SiriSim's reading of
/// a person's words, as Apple's system runs an app's resolvers beside its own.
///
/// Resolvers that take text see the words first, in the order the parameter lists them; the
/// first value one returns is the answer. Otherwise SiriSim reads the words (a number, a date,
/// an entity…), and resolvers that take what it read run on that; when some take it and every
/// one returns `nil`, the answer is refused. A resolver that throws makes Siri say the error
/// and ask again; `needsDisambiguationError` offers its values to pick from.
struct AppResolution {
  let conversation: RuntimeConversation

  private var reader: ValueResolver { conversation.resolver }

  /// What the words come to for the parameter, its resolvers included.
  func resolve(_ text: String, for parameter: ParameterDescriptor) async throws
    -> ValueResolution
  {
    guard let resolvers = parameter.entry.resolvers else {
      return await reader.resolve(text, for: parameter)
    }
    do {
      let fromText = try await resolvers.resolve(
        text, skippingText: false, parameter: parameter, conversation: conversation)
      if case .value(let value) = fromText { return .value(value) }
      let reading = await reader.resolve(text, for: parameter)
      guard case .value(let value) = reading else { return reading }
      return try await check(value, with: resolvers, for: parameter)
    } catch {
      return try problem(error, for: parameter)
    }
  }

  /// What a value SiriSim already has (a number said in a phrase) comes to, once the
  /// parameter's resolvers that take it have run.
  func resolve(value: any Sendable, for parameter: ParameterDescriptor) async throws
    -> ValueResolution
  {
    guard let resolvers = parameter.entry.resolvers else { return .value(value) }
    do {
      return try await check(value, with: resolvers, for: parameter)
    } catch {
      return try problem(error, for: parameter)
    }
  }

  private func check(
    _ value: any Sendable, with resolvers: ParameterResolvers, for parameter: ParameterDescriptor
  ) async throws -> ValueResolution {
    switch try await resolvers.resolve(
      value, skippingText: true, parameter: parameter, conversation: conversation)
    {
    case .untouched: return .value(value)
    case .value(let resolved): return .value(resolved)
    case .declined:
      let title = conversation.strings.text(of: parameter.title).lowercased()
      return .invalid("Sorry, that isn't a \(title) I can use.")
    }
  }

  /// What Siri says, or offers, when a resolver throws; the person's cancelling ends the
  /// question as it always does.
  private func problem(_ error: any Error, for parameter: ParameterDescriptor) throws
    -> ValueResolution
  {
    switch error {
    case is CancellationError, is ConversationGaveUp:
      throw error
    case let request as AppIntentError where request.resolverRequest != nil:
      switch request.resolverRequest {
      case .disambiguation(let choices, _) where !choices.isEmpty:
        return .ambiguous(choices)
      case .value(let dialog?):
        return .invalid(
          conversation.speech(dialog, hasSnippet: false)
            ?? reader.dialogs.didNotCatch(parameter.title.defaultValue))
      default:
        return .invalid(reader.dialogs.didNotCatch(parameter.title.defaultValue))
      }
    case let range as ParameterRangeError:
      return .invalid(
        reader.rangeProblem(range.number, for: parameter)
          ?? reader.dialogs.didNotCatch(parameter.title.defaultValue))
    case let convertible as any CustomLocalizedStringResourceConvertible:
      return .invalid(conversation.strings.text(of: convertible.localizedStringResource))
    case let localized as any LocalizedError:
      return .invalid(
        localized.errorDescription ?? reader.dialogs.didNotCatch(parameter.title.defaultValue))
    default:
      return .invalid(reader.dialogs.didNotCatch(parameter.title.defaultValue))
    }
  }
}
