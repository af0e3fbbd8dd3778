import Foundation

// The values a test writes as literals or reads back: text, numbers, truth values, dates and
// web addresses. Text is read as an answer would be when the parameter takes something else
// ("large" for an enum case, "Tomato Soup" for an entity, "5 km" for a measurement).

extension String: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.words(self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> String? {
    switch IntentValueReading.unwrapped(value) {
    case let text as String: return text
    case let enumCase as AnyAppEnum: return enumCase.rawValue
    default: return nil
    }
  }
}

extension Int: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> Int? {
    switch IntentValueReading.unwrapped(value) {
    case let number as Int: return number
    case let number as Double:
      return number.rounded() == number && abs(number) < 9e15 ? Int(number) : nil
    default: return nil
    }
  }
}

extension Double: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> Double? {
    switch IntentValueReading.unwrapped(value) {
    case let number as Double: return number
    case let number as Int: return Double(number)
    case let number as Decimal: return NSDecimalNumber(decimal: number).doubleValue
    default: return nil
    }
  }
}

extension Bool: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> Bool? {
    IntentValueReading.unwrapped(value) as? Bool
  }
}

extension Date: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> Date? {
    IntentValueReading.unwrapped(value) as? Date
  }
}

extension URL: IntentValueConvertible {
  public var _intentTestingValue: _IntentTestingValue {
    _IntentTestingValue(.value(self), readable: self)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> URL? {
    IntentValueReading.unwrapped(value) as? URL
  }
}

extension Optional: IntentValueExpressing where Wrapped: IntentValueExpressing {
  public var _intentTestingValue: _IntentTestingValue {
    switch self {
    case .some(let value): return value._intentTestingValue
    case .none: return _IntentTestingValue(.none, readable: nil)
    }
  }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
  /// `.some(nil)` for no value; `nil` when there is a value of another type.
  public static func _fromIntentTestingValue(_ value: Any?) -> Wrapped?? {
    guard let value = IntentValueReading.unwrapped(value) else { return .some(nil) }
    return Wrapped._fromIntentTestingValue(value).map { .some($0) }
  }
}

extension Array: IntentValueExpressing where Element: IntentValueExpressing {
  /// Each element is given as it would be alone: an entity reference found through the
  /// entity's query, an enum case by raw value, text as an answer is read (several texts
  /// together, as "cheese, croutons" is, unless the parameter takes text).
  public var _intentTestingValue: _IntentTestingValue {
    let values = map(\._intentTestingValue)
    return _IntentTestingValue(.list(values.map(\.preset)), readable: values.map(\.readable))
  }
}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
  public static func _fromIntentTestingValue(_ value: Any?) -> [Element]? {
    guard let elements = IntentValueReading.elements(of: value) else { return nil }
    var converted: [Element] = []
    for element in elements {
      guard let value = Element._fromIntentTestingValue(element) else { return nil }
      converted.append(value)
    }
    return converted
  }
}

extension Set: IntentValueExpressing where Element: IntentValueExpressing {
  /// As the same elements in a list.
  public var _intentTestingValue: _IntentTestingValue {
    Array(self)._intentTestingValue
  }
}

extension Set: IntentValueConvertible where Element: IntentValueConvertible {
  public static func _fromIntentTestingValue(_ value: Any?) -> Set<Element>? {
    [Element]._fromIntentTestingValue(value).map(Set.init)
  }
}

extension AttributedString: IntentValueConvertible {
  /// As its characters' text.
  public var _intentTestingValue: _IntentTestingValue {
    let text = String(characters)
    return _IntentTestingValue(.words(text), readable: text)
  }

  public static func _fromIntentTestingValue(_ value: Any?) -> AttributedString? {
    switch IntentValueReading.unwrapped(value) {
    case let text as AttributedString: return text
    case let text as String: return AttributedString(text)
    default: return nil
    }
  }
}
