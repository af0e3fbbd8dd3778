import Foundation
import OpenAppIntents
import PhraseMatching

/// Turns a person's words into a value of a parameter's type.
struct ValueResolver: Sendable {
  let now: @Sendable () -> Date
  /// The words of the runtime's locale: yes and no, days, list conjunctions.
  let lexicon: Lexicon
  /// The time zone a time of day ("7 pm") is read in: the session's.
  var timeZone = TimeZone.gmt

  /// Siri's own words, in the lexicon's language.
  var dialogs: Dialogs { Dialogs(lexicon) }

  func resolve(_ text: String, for parameter: ParameterDescriptor) async -> ValueResolution {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else {
      return .invalid(dialogs.didNotCatch(parameter.title.defaultValue))
    }
    if case .list(let element) = parameter.kind {
      return await resolveList(text, element: element, parameter: parameter)
    }
    if let options = parameter.options {
      let choices = (try? await options()) ?? []
      // A text parameter's options are suggestions: an option said exactly is taken, other
      // words are passed on as typed, for the intent to check ("Did you mean …?"), as Siri does.
      if case .string = parameter.kind {
        return .value(ChoiceMatching.exactChoice(for: text, among: choices)?.value ?? text)
      }
      return resolveChoice(text, among: choices, typeName: parameter.title.defaultValue)
    }
    return await resolveSingle(text, kind: parameter.kind, parameter: parameter)
  }

  private func resolveSingle(
    _ text: String, kind: IntentValueKind, parameter: ParameterDescriptor
  ) async -> ValueResolution {
    let title = parameter.title.defaultValue.lowercased()
    switch kind {
    case .entity(let support):
      return await resolveEntity(text, support: support)
    case .enumeration(let support):
      return resolveChoice(
        text, among: support.cases, typeName: support.typeDisplayRepresentation.name.defaultValue)
    case .integer:
      guard let number = NumberWords.cardinal(text, in: lexicon) else {
        // Digits too many for a whole number are still a number, just out of any range.
        if let tooLarge = Double(text), tooLarge.isFinite, text.allSatisfy(\.isWholeNumberCharacter)
        {
          return .invalid(
            rangeProblem(tooLarge, for: parameter)
              ?? dialogs.tooLarge(text, for: title))
        }
        return .invalid(dialogs.needWholeNumber(for: title))
      }
      return checkRange(Double(number), value: number, parameter: parameter)
    case .double:
      guard
        let number = Double(text) ?? NumberWords.cardinal(text, in: lexicon).map(Double.init),
        number.isFinite
      else {
        return .invalid(dialogs.needNumber(for: title))
      }
      return checkRange(number, value: number, parameter: parameter)
    case .boolean:
      guard let answer = YesNo.parse(text, in: lexicon) else {
        return .invalid(dialogs.sayYesOrNo)
      }
      return .value(answer)
    case .string:
      return TextOptions(dialogs: dialogs).resolve(text, for: parameter)
    case .placemark:
      return .value(CLPlacemark(location: nil, name: text, postalAddress: nil))
    case .url:
      guard let url = URL(string: text), url.scheme != nil else {
        return .invalid(dialogs.needWebAddress)
      }
      return .value(url)
    case .date:
      let kind = parameter.entry.dateKind
      guard
        let date = DateWords.parse(
          text, kind: kind, now: now(), timeZone: timeZone, in: lexicon)
      else {
        return .invalid(dialogs.needDate(kind))
      }
      return .value(date)
    case .currencyAmount:
      guard let number = Decimal(string: text.filter { $0.isNumber || $0 == "." }),
        text.contains(where: \.isNumber)
      else {
        return .invalid("Sorry, I need an amount such as 6.50.")
      }
      // The parameter's first `currencyCodes:` entry is the currency an amount is in.
      let code = parameter.entry.currencyCodes?.first ?? "USD"
      return checkRange(
        NSDecimalNumber(decimal: number).doubleValue,
        value: IntentCurrencyAmount(amount: number, currencyCode: code), parameter: parameter)
    case .list(let element):
      return await resolveList(text, element: element, parameter: parameter)
    case .measurement(let support):
      return MeasurementWords.resolve(text, support: support, parameter: parameter)
    case .unsupported(let typeName) where typeName == IntentFile.valueKindName:
      return FileAnswer(dialogs: dialogs).resolve(text, types: parameter.entry.contentTypes)
    case .unsupported(let typeName):
      return .invalid("Sorry, a \(typeName) can't be typed in here.")
    }
  }

  private func checkRange(_ number: Double, value: any Sendable, parameter: ParameterDescriptor)
    -> ValueResolution
  {
    if let problem = rangeProblem(number, for: parameter) { return .invalid(problem) }
    return .value(value)
  }

  /// What Siri says when a number is outside the parameter's `inclusiveRange`; nil when it fits.
  func rangeProblem(_ number: Double, for parameter: ParameterDescriptor) -> String? {
    guard let range = parameter.inclusiveRange, !range.contains(number) else { return nil }
    let low = IntentValueFormatter.spokenText(of: range.lowerBound)
    let high = IntentValueFormatter.spokenText(of: range.upperBound)
    let title = parameter.title.defaultValue.lowercased()
    return dialogs.outOfRange(title, from: low, to: high)
  }

  /// The entity the words name, read as a slot's words are (`SlotReading`): an exact suggested
  /// title, else the query's string search, its keywords and the suggested entities, ranked.
  private func resolveEntity(_ text: String, support: EntityValueSupport) async -> ValueResolution {
    let typeName = support.typeDisplayRepresentation.name.defaultValue
    var suggested = (try? await support.suggested()) ?? []
    if let all = support.all { suggested += (try? await all()) ?? [] }
    suggested = suggested.uniquedByID()
    guard let search = support.search else {
      return resolveChoice(text, among: suggested, typeName: typeName)
    }
    if let exact = ChoiceMatching.exactChoice(for: text, among: suggested) {
      return .value(exact.value)
    }
    let known = ChoiceMatching.bestChoices(for: text, among: suggested)
    let found = await SlotReading.searched(text, known: known, search: search)
    switch found.count {
    case 0: return .notFound(dialogs.notFound(text, typeName: typeName))
    case 1: return .value(found[0].value)
    default: return .ambiguous(found)
    }
  }

  private func resolveChoice(_ text: String, among choices: [IntentValueChoice], typeName: String)
    -> ValueResolution
  {
    if let exact = ChoiceMatching.exactChoice(for: text, among: choices) {
      return .value(exact.value)
    }
    let best = ChoiceMatching.bestChoices(for: text, among: choices)
    switch best.count {
    case 0: return .notFound(dialogs.notFound(text, typeName: typeName))
    case 1: return .value(best[0].value)
    default: return .ambiguous(best)
    }
  }

  /// Several values: "cheese and croutons", "cheese, red pepper".
  private func resolveList(
    _ text: String, element: IntentValueKind, parameter: ParameterDescriptor
  ) async -> ValueResolution {
    var single = parameter
    single.kind = element
    var values: [any Sendable] = []
    for part in ListWords.split(text, in: lexicon) {
      switch await resolve(part, for: single) {
      case .value(let value): values.append(value)
      case .ambiguous(let choices):
        let titles = choices.map(\.displayRepresentation.title.defaultValue)
        return .invalid(
          "“\(part)” could be \(IntentValueFormatter.joinedList(titles)). Please say which.")
      case .notFound(let message), .invalid(let message): return .notFound(message)
      }
    }
    if let size = parameter.entry.conversationSize,
      !(size.minimum...size.maximum).contains(values.count)
    {
      return .invalid(
        dialogs.wrongCount(
          parameter.title.defaultValue, given: values.count, minimum: size.minimum,
          maximum: size.maximum))
    }
    return .value(values)
  }

}

extension Character {
  /// A digit or a sign: what a whole number written in digits is made of.
  fileprivate var isWholeNumberCharacter: Bool {
    isASCII && (isNumber || self == "-" || self == "+")
  }
}
