@_spi(SiriSim) import ConversationRuntime
import Foundation
@_spi(SiriSim) import OpenAppIntents
import StrictJSON
@_spi(SiriSim) import TextOutput
import TextSafety

/// The conversation as JSON Lines: one event object per line out, one reply per line in.
///
/// The schema is in docs/commands.md ("JSON mode"). A reply line is either plain text or an object
/// that ``JSONReply`` checks against the prompt. Output lines are JSON that prints inert on a
/// terminal: ``JSONWriter``, the one output writer, escapes what a terminal acts on.
public struct JSONFrontEnd: ConversationFrontEnd {
  let input: any LineInput
  let output: any LineOutput
  let snippetWidth: Int

  /// Creates a JSON front end.
  public init(input: any LineInput, output: any LineOutput, snippetWidth: Int = 44) {
    self.input = input
    self.output = output
    self.snippetWidth = snippetWidth
  }

  public func present(_ event: ConversationEvent) async {
    write(object(for: event))
  }

  package func reply(to prompt: ConversationPrompt) async -> ConversationReply {
    write(object(for: .prompt(prompt)))
    // A reply that cannot answer gets an error line; the prompt stays open for the next line.
    while let line = await nextLine() {
      do {
        return try JSONReply.decode(line, to: prompt)
      } catch {
        reportError(error.message)
      }
    }
    return .cancel
  }

  /// Reads the next utterance: a plain line or `{"utterance":"…"}`; a malformed object gets an
  /// error line and the next line is read.
  public func readUtterance() async -> String? {
    while let line = await nextLine() {
      do {
        return try JSONReply.utterance(in: line)
      } catch {
        reportError(error.message)
      }
    }
    return nil
  }

  /// Writes an error object, for input the session cannot use.
  public func reportError(_ message: String) {
    write(["event": "error", "message": message])
  }

  private func nextLine() async -> String? {
    guard let line = await input.nextLine() else { return nil }
    if let notice = line.cutNotice { reportError(notice) }
    return line.text
  }

  func write(_ object: [String: Any]) {
    // JSONWriter escapes what a terminal would act on: the line is inert as it is.
    output.write(JSONWriter.line(object))
  }

  // MARK: Event objects

  func object(for event: ConversationEvent) -> [String: Any] {
    switch event {
    case .understood(let understanding):
      return [
        "event": "understood", "app": understanding.app, "intent": understanding.intent,
        "intentTitle": understanding.intentTitle, "phrase": understanding.phrase,
        "score": (understanding.score * 1000).rounded() / 1000,
        "parameters": understanding.parameters,
        "values": understanding.values.map(Self.object(for:)),
      ]
    case .speech(let speech):
      var object: [String: Any] = [
        "event": "speech", "text": speech.text, "kind": "\(speech.kind)",
      ]
      object["app"] = speech.app
      if let snippet = speech.snippet {
        object["snippet"] = lines(snippet)
        object["rows"] = Self.rows(of: snippet)
      }
      return object
    case .prompt(let prompt):
      return object(for: prompt)
    case .answered(let answer):
      var object: [String: Any] = [
        "event": "answered", "typed": answer.typed, "value": answer.value,
      ]
      object["parameter"] = answer.parameter
      return object
    case .appOpened(let opened):
      var object: [String: Any] = ["event": "appOpened", "app": opened.app]
      object["screen"] = opened.screen
      return object
    case .ended(let outcome):
      return object(for: outcome)
    }
  }

  private func object(for prompt: ConversationPrompt) -> [String: Any] {
    var object: [String: Any] = ["event": "prompt", "text": prompt.text]
    object["app"] = prompt.app
    switch prompt {
    case .value(let value):
      object["type"] = "value"
      object["parameter"] = value.parameter
      object["parameterTitle"] = value.parameterTitle
      object["input"] = "\(value.inputKind)"
      object["suggestions"] = value.suggestions.map(choiceObject)
      object["retry"] = value.isRetry
      if let range = value.range {
        object["range"] = ["min": range.lowerBound, "max": range.upperBound]
      }
      if let control = value.control { object["control"] = "\(control)" }
      if value.entry.multiline { object["multiline"] = true }
      if value.entry.digitsOnly { object["digitsOnly"] = true }
      object["hint"] = value.entry.hint
    case .choice(let choice):
      object["type"] = "choice"
      object["purpose"] = "\(choice.purpose)"
      object["parameter"] = choice.parameter
      object["choices"] = choice.choices.map(choiceObject)
      object["retry"] = choice.isRetry
    case .confirmation(let confirmation):
      object["type"] = "confirmation"
      object["kind"] = "\(confirmation.kind)"
      object["confirm"] = confirmation.confirmTitle
      object["decline"] = confirmation.declineTitle
      if confirmation.isDestructive { object["style"] = "destructive" }
      if let snippet = confirmation.snippet {
        object["snippet"] = lines(snippet)
        object["rows"] = Self.rows(of: snippet)
      }
      object["retry"] = confirmation.isRetry
    }
    return object
  }

  private func object(for outcome: ConversationOutcome) -> [String: Any] {
    switch outcome {
    case .completed(let completion):
      var object: [String: Any] = [
        "event": "ended", "outcome": "completed", "app": completion.app,
        "intent": completion.intent,
      ]
      object["dialog"] = completion.dialog
      object["value"] = completion.value
      return object
    case .cancelled:
      return ["event": "ended", "outcome": "cancelled"]
    case .failed(let message):
      return ["event": "ended", "outcome": "failed", "message": message]
    case .notUnderstood:
      return ["event": "ended", "outcome": "notUnderstood"]
    case .openedApp(let app):
      return ["event": "ended", "outcome": "openedApp", "app": app]
    }
  }

  private func choiceObject(_ choice: PromptChoice) -> [String: Any] {
    var object: [String: Any] = ["id": choice.id, "title": choice.title]
    object["subtitle"] = choice.subtitle
    object["section"] = choice.section
    if choice.style != .default { object["style"] = choice.style.rawValue }
    return object
  }

  private func lines(_ snippet: Snippet) -> [String] {
    snippet.lines(width: snippetWidth).map(\.text)
  }
}
