import Testing

/// `SetValueIntent` phrases and `@IntentParameterDependency` queries, the same in every front end.
@Suite(.timeLimit(.minutes(2)))
struct RealAppShapesConformanceTests {
  @Test func turnOnSetsASetValueIntentsValueToTrue() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Turn on night mode in Cafe Controls"], runtime: { await CafeControlsFixture.runtime() })
    #expect(record.steps.contains("said Night mode is on."))
    #expect(record.steps.last == "ended completed")
  }

  @Test func turnOffSetsASetValueIntentsValueToFalse() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Turn off night mode in Cafe Controls"], runtime: { await CafeControlsFixture.runtime() })
    #expect(record.steps.contains("said Night mode is off."))
    #expect(!record.steps.contains { $0.hasPrefix("asked") })
  }

  @Test func suggestionsSeeTheCafeChosenFirst() async {
    // Both cafés bake a croissant: with the café chosen, "croissant" is the one there, and
    // Siri has no two to ask between.
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Order a pastry from Cafe Controls", "Mission", "croissant"],
      runtime: { await CafeControlsFixture.runtime() })
    #expect(record.steps.contains("said One Croissant from Mission."), "\(record)")
    #expect(record.steps.filter { $0.hasPrefix("asked") }.count == 2, "\(record)")
    #expect(record.steps.last == "ended completed")
  }

  @Test func theFirstSuggestionIsTheChosenCafesFirstPastry() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      ["Order a pastry from Cafe Controls", "Mission", "1"],
      runtime: { await CafeControlsFixture.runtime() })
    #expect(record.steps.contains("said One Concha from Mission."), "\(record)")
  }

  @Test func appsShowsASummaryWithAComparisonAsShortcutsWould() async {
    let record = await FrontEndConformanceTests.expectAgreement(
      [":apps"], runtime: { await CafeControlsFixture.runtime() })
    #expect(
      record.notices.contains("Cafe Controls · :run OrderPastryIntent — Order a Pastry from Café"),
      "\(record)")
  }
}
