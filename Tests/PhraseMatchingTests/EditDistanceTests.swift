import PhraseMatching
import Testing

@Suite struct EditDistanceTests {
  /// Full-matrix optimal string alignment distance, as a reference.
  private func referenceDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in stride(from: 1, through: a.count, by: 1) {
      for j in stride(from: 1, through: b.count, by: 1) {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[a.count][b.count]
  }

  @Test func knownDistancesWithinAndOverTheLimit() {
    #expect(EditDistance.distance("kitten", "sitting", limit: 3) == 3)
    #expect(EditDistance.distance("kitten", "sitting", limit: 2) == nil)
    #expect(EditDistance.distance("soup", "soup", limit: 0) == 0)
    #expect(EditDistance.distance("soup", "soap", limit: 0) == nil)
  }

  @Test func adjacentSwapCostsOne() {
    #expect(EditDistance.distance("chikcen", "chicken", limit: 1) == 1)
    #expect(EditDistance.distance("ab", "ba", limit: 5) == 1)
  }

  @Test func isRestrictedDamerauNotUnrestricted() {
    // Unrestricted Damerau-Levenshtein gives 2 ("ca" → "ac" → "abc"); OSA may not edit the swapped
    // pair again.
    #expect(EditDistance.distance("ca", "abc", limit: 5) == 3)
  }

  @Test func emptyStringsAndNegativeLimits() {
    #expect(EditDistance.distance("", "", limit: 0) == 0)
    #expect(EditDistance.distance("", "abc", limit: 3) == 3)
    #expect(EditDistance.distance("abc", "", limit: 2) == nil)
    #expect(EditDistance.distance("a", "a", limit: -1) == nil)
  }

  @Test func comparesCharactersNotScalars() {
    #expect(EditDistance.distance("café", "cafe", limit: 1) == 1)
    #expect(EditDistance.distance("cafe\u{301}", "café", limit: 0) == 0)
    #expect(EditDistance.distance("🍲🥣", "🥣🍲", limit: 1) == 1)
  }

  @Test func agreesWithFullMatrixReference() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = Array("abcab")
    for _ in 0..<400 {
      let a = String((0..<next(9)).map { _ in alphabet[next(alphabet.count)] })
      let b = String((0..<next(9)).map { _ in alphabet[next(alphabet.count)] })
      let expected = referenceDistance(a, b)
      for limit in 0...5 {
        let got = EditDistance.distance(a, b, limit: limit)
        #expect(got == (expected <= limit ? expected : nil), "\(a) vs \(b), limit \(limit)")
      }
      #expect(EditDistance.distance(a, b, limit: 20) == EditDistance.distance(b, a, limit: 20))
    }
  }

  @Test func longStringsWithSmallLimitStopEarly() {
    let a = String(repeating: "soup", count: 2_500)
    #expect(EditDistance.distance(a, a + "x", limit: 2) == 1)
    #expect(EditDistance.distance(a, String(a.reversed()), limit: 2) == nil)
  }

  @Test func nearestSuggestsTheClosestNameIgnoringCase() {
    let names = ["match", "phrases", "replay", "play"]
    #expect(EditDistance.nearest(to: "mach", among: names) == "match")
    #expect(EditDistance.nearest(to: "REPLY", among: names) == "replay")
    #expect(EditDistance.nearest(to: "rnu", among: ["run", "ui"]) == "run")
  }

  @Test func nearestSuggestsNothingFarOrForAShortName() {
    #expect(EditDistance.nearest(to: "x", among: ["ui"]) == nil)
    #expect(EditDistance.nearest(to: "suggestions", among: ["match", "play"]) == nil)
  }
}
