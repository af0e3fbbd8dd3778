import Foundation

/// Turns intent values into the words and representations Siri uses for them.
///
/// SiriSim runtime support: dialogs, summaries, choice lists and transcripts all describe values
/// through this one place, so a soup reads "Tomato Soup" everywhere.
package enum IntentValueFormatter {
  /// The words Siri says for a value: an entity's or enum case's title, an error's or a
  /// resource's text, a list joined with commas and "and", anything else by its description.
  package static func spokenText(of value: Any) -> String {
    switch value {
    case let resource as LocalizedStringResource:
      return resource.defaultValue
    case let optional as any _OptionalUnwrapping:
      guard let wrapped = optional._wrappedAny else { return "nothing" }
      return spokenText(of: wrapped)
    case let text as String:
      return text
    case let file as IntentFile:
      return file.filename
    case let dialog as IntentDialog:
      return dialog.full.defaultValue
    case let convertible as any CustomLocalizedStringResourceConvertible:
      return convertible.localizedStringResource.defaultValue
    case let representable as any DisplayRepresentable:
      return representable.displayRepresentation.title.defaultValue
    case let enumCase as any AppEnum:
      return enumCase.displayRepresentation.title.defaultValue
    case let measurement as any SpokenMeasurement:
      return measurement.spokenText
    case let number as any BinaryFloatingPoint:
      let double = Double(number)
      return double.rounded() == double && abs(double) < 1e15
        ? String(Int(double)) : "\(number)"
    case let list as [Any]:
      return joinedList(list.map { spokenText(of: $0) })
    case let collection as any Collection:
      // Sets and other collections read like arrays, in a stable order.
      return joinedList(collection.map { spokenText(of: $0) }.sorted())
    default:
      return String(describing: value)
    }
  }

  /// The display representation of a value: its own for entities and enum cases, else one
  /// whose title is the value's spoken text.
  package static func displayRepresentation(of value: Any) -> DisplayRepresentation {
    switch value {
    case let representable as any DisplayRepresentable:
      return representable.displayRepresentation
    case let enumCase as any AppEnum:
      return enumCase.displayRepresentation
    default:
      return DisplayRepresentation(title: LocalizedStringResource(spokenText(of: value)))
    }
  }

  /// A stable identifier for a value: an entity's id, an enum case's raw value, else its text.
  package static func identifier(of value: Any) -> String {
    switch value {
    case let entity as any AppEntity:
      return "\(entity.id)"
    case let enumCase as any AppEnum:
      return enumCase.rawValue.description
    default:
      return spokenText(of: value)
    }
  }

  /// Joins words as a sentence does: "A", "A and B", "A, B and C".
  package static func joinedList(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
  }
}

/// Lets the formatter look inside an optional of any type.
protocol _OptionalUnwrapping {
  var _wrappedAny: Any? { get }
}

extension Optional: _OptionalUnwrapping {
  var _wrappedAny: Any? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    }
  }
}
