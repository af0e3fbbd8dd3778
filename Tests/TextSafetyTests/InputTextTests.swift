import Testing
import TextSafety

/// What the runtime hands app code of a person's text: no control characters.
@Suite struct InputTextTests {
  @Test func dropsNulAndOtherControls() {
    #expect(InputText.withoutControls("e\u{0}") == "e")
    #expect(InputText.withoutControls("a\u{1B}[2Jb\u{7F}c\u{85}") == "a[2Jbc")
  }

  @Test func aTabBecomesASpace() {
    #expect(InputText.withoutControls("Moby\tDick") == "Moby Dick")
  }

  @Test func keepsEverythingElse() {
    let text = "Suite Française — ǅ 😀 e\u{301}"
    #expect(InputText.withoutControls(text) == text)
  }
}
