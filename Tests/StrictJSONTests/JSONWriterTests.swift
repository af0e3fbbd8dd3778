import Foundation
import StrictJSON
import Testing

/// The hand-written JSON: whatever a string holds, `JSONSerialization` reads back the same
/// string, and nothing in the text acts on a terminal.
@Suite struct JSONWriterTests {
  /// Scalars that need care: controls, quotes, backslashes, DEL, C1, bidi overrides and
  /// isolates, their neighbours, multi-byte letters and emoji.
  static let tricky: [Unicode.Scalar] = [
    "\u{0}", "\u{7}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1B}", "\u{1F}", "\"", "\\",
    "/", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "\u{2029}", "\u{202A}", "\u{202E}",
    "\u{202F}", "\u{2066}", "\u{2069}", "\u{206A}", "\u{2028}", "→", "😀", "a", " ",
  ]

  /// A deterministic generator (xorshift64*), so a failure replays.
  struct XorShift: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 0x2545_F491_4F6C_DD1D
    }
  }

  static func randomString(using generator: inout XorShift) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...24, using: &generator) {
      if Bool.random(using: &generator) {
        text.append(tricky.randomElement(using: &generator) ?? "a")
      } else {
        let value = UInt32.random(in: 0...0x2_FFFF, using: &generator)
        text.append(Unicode.Scalar(value) ?? "?")
      }
    }
    return String(text)
  }

  @Test func randomStringsReadBackTheSameThroughJSONSerialization() throws {
    var generator = XorShift(state: 2026)
    for _ in 0..<5_000 {
      let original = Self.randomString(using: &generator)
      var writer = JSONWriter()
      writer.raw("[")
      writer.string(original)
      writer.raw("]")
      let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String]
      #expect(decoded == [original], "\(original.unicodeScalars.map(\.value))")
    }
  }

  @Test func noTerminalControlIsLeftRaw() {
    var writer = JSONWriter()
    writer.string(String(String.UnicodeScalarView(Self.tricky)))
    let scalars = writer.text.unicodeScalars.map(\.value)
    #expect(
      !scalars.contains {
        $0 < 0x20 || (0x7F...0x9F).contains($0) || (0x202A...0x202E).contains($0)
          || (0x2066...0x2069).contains($0)
      })
    #expect(writer.text.contains(#"\u001b"#))
    #expect(writer.text.contains(#"\u202e"#))
    #expect(writer.text.contains("\u{202F}"))
  }

  @Test func numbersAsJSONSerializationWritesThem() {
    var writer = JSONWriter()
    for value in [1.0, 0.9, 0.933, -2.0, 1e20, .nan, .infinity] {
      writer.number(value)
      writer.raw(",")
    }
    writer.integer(Int.min)
    #expect(writer.text == "1,0.9,0.933,-2,1e+20,null,null,-9223372036854775808")
  }

  @Test func keysComeInTheOrderWritten() {
    var writer = JSONWriter()
    writer.raw("{")
    writer.key("z")
    writer.integer(1)
    writer.raw(",")
    writer.key("a\"b")
    writer.raw("null}")
    #expect(writer.text == #"{"z":1,"a\"b":null}"#)
  }
}
