import Foundation
import StrictJSON
import Testing

/// Objects built as dictionaries, written by the one output writer: inert on a terminal, read
/// back the same by `JSONSerialization`, keys in `JSONSerialization`'s sorted order.
@Suite struct JSONWriterValuesTests {
  static var object: [String: Any] {
    [
      "event": "speech",
      "text": "bell\u{7} escape\u{1B}[2J c1\u{9B}31m bidi\u{202E}txet\u{2066}x\u{2069} nul\u{0}",
      "parameters": ["soup\u{85}": "clam\u{202D}", "store": "Ferry Building"],
      "parameterTitle": "Soup",
      "item10": 10, "item2": 2, "Zebra": true, "apple": false, "score": 0.857,
      "snippet": ["line\u{7F}", "→ 😀"], "range": ["min": 1, "max": 24],
    ]
  }

  @Test func writesNoScalarATerminalActsOn() {
    let line = JSONWriter.line(Self.object)
    let unsafe = line.unicodeScalars.filter { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
    #expect(unsafe.isEmpty, "\(line)")
  }

  @Test func roundTripsThroughJSONSerialization() throws {
    let line = JSONWriter.line(Self.object)
    let read = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let again = try JSONSerialization.data(withJSONObject: read, options: [.sortedKeys])
    let expected = try JSONSerialization.data(withJSONObject: Self.object, options: [.sortedKeys])
    #expect(again == expected)
  }

  @Test func sortsKeysAsJSONSerializationDoes() throws {
    let keys: [String: Any] = Dictionary(
      uniqueKeysWithValues: [
        "parameters", "parameterTitle", "parameter", "item10", "item2",
        "Zebra", "apple", "intent", "intentTitle", "a1b", "A1a",
      ].map { ($0, 0) })
    let data = try JSONSerialization.data(withJSONObject: keys, options: [.sortedKeys])
    #expect(JSONWriter.line(keys) == String(decoding: data, as: UTF8.self))
  }
}
