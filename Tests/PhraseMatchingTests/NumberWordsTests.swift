import PhraseMatching
import Testing

@Suite struct NumberWordsTests {
  @Test(arguments: [
    ("7", 7), (" 42 ", 42), ("-3", -3), ("1,000", 1000), ("0", 0),
    ("seven", 7), ("Zero", 0), ("twelve", 12), ("twenty", 20), ("twenty one", 21),
    ("twenty-one", 21),
    ("one hundred and five", 105), ("a hundred", 100), ("two hundred twelve", 212),
    ("fifteen hundred", 1500),
    ("two thousand and twenty four", 2024), ("a thousand", 1000),
    ("one million two hundred thousand", 1_200_000), ("3 hundred", 300),
    ("a dozen", 12), ("one dozen", 12), ("two dozen", 24), ("half a dozen", 6),
  ])
  func parsesCardinals(text: String, value: Int) {
    #expect(NumberWords.parse(text) == value)
  }

  @Test(arguments: [
    "", "  ", "a", "and", "hundred", "one two", "twenty eleven", "thousand million",
    "one thousand thousand",
    "seven apples", "1,00", "12,3456", "3 4", "zero thousand", "five and", "one thousand and",
    "99999999999999999999999",
  ])
  func rejectsNonNumbers(text: String) {
    #expect(NumberWords.parse(text) == nil)
  }

  @Test(arguments: [
    ("first", 1), ("Second", 2), ("1st", 1), ("22nd", 22), ("3rd", 3), ("the third one", 3),
    ("twenty-first", 21), ("one hundred and first", 101), ("hundredth", 100), ("the 2nd option", 2),
    ("last", -1), ("the last one", -1), ("final", -1), ("second to last", -2), ("next to last", -2),
    ("penultimate", -2), ("third last", -3), ("option 2", 2), ("number three", 3),
    ("the fifth please", 5),
  ])
  func parsesOrdinals(text: String, value: Int) {
    #expect(NumberWords.ordinal(text) == value)
  }

  @Test(arguments: [
    "", "the", "two", "one", "zeroth", "0th", "last two", "twenty eleventh", "option",
    "number zero",
    "stth",
  ])
  func rejectsNonOrdinals(text: String) {
    #expect(NumberWords.ordinal(text) == nil)
  }
}
