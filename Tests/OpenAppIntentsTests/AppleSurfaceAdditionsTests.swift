import Foundation
@_spi(SiriSim) import OpenAppIntents
import Testing

/// The symbols of Apple's App Intents added while measuring the framework (#37): each does what
/// Apple's page says, as far as it means anything off a device.
@Suite struct AppleSurfaceAdditionsTests {
  @Test func openURLIntentOpensItsURL() async throws {
    let url = try #require(URL(string: "https://example.com/trail/7"))
    let result = try await OpenURLIntent(url).perform()
    #expect(result.resultParts.openedURL == url)
  }

  @Test func unrecoverableErrorsEndTheIntentSayingWhy() {
    let errors = [
      AppIntentError.Unrecoverable.entityNotFound, .Unrecoverable.networkFailure,
      .PermissionRequired.contacts,
    ]
    #expect(errors.allSatisfy { !$0.restartsPerform })
    #expect(
      AppIntentError.Unrecoverable.entityNotFound.description == "No matching item was found.")
  }

  @Test func permissionErrorsNameWhatTheAppNeeds() {
    let errors = [
      AppIntentError.PermissionRequired.photos, .PermissionRequired.siri,
      .PermissionRequired.location(), .PermissionRequired.location(precise: true),
    ]
    #expect(errors.allSatisfy { !$0.restartsPerform })
    #expect(
      AppIntentError.PermissionRequired.location().description
        == "The app needs access to your location.")
    #expect(
      AppIntentError.PermissionRequired.location(precise: true).description
        == "The app needs access to your precise location.")
    #expect(
      AppIntentError.PermissionRequired.photos.description
        == "The app needs access to your photos.")
  }

  @Test func confirmationActionNamesReadAsSiriSaysThem() {
    #expect(ConfirmationActionName.turnOn.title == "Turn On")
    #expect(ConfirmationActionName.startNavigation.title == "Start")
  }

  @Test func floatIdentifiersRoundTrip() {
    #expect(Float.entityIdentifier(for: Float(2.5).entityIdentifierString) == 2.5)
    #expect(Float.entityIdentifier(for: "two") == nil)
  }

  @Test func personShowsTheirNameAndHandle() {
    var parts = PersonNameComponents()
    parts.givenName = "Ada"
    parts.familyName = "Lovelace"
    let person = IntentPerson(
      identifier: .applicationDefined("ada"), name: .components(parts),
      handle: IntentPerson.Handle(emailAddress: "ada@example.com", label: .work))
    #expect(text(person.displayRepresentation.title) == "Ada Lovelace")
    #expect(text(person.displayRepresentation.subtitle) == "ada@example.com")
    #expect(
      IntentPerson.Handle(applicationDefined: "@ada", label: "Mastodon").label
        == .custom("Mastodon"))
  }

  @Test func parametersSayWhetherTheyMayStayEmpty() {
    #expect(IntentParameter<String?>(title: "Note").isOptional)
    #expect(!IntentParameter<String>(title: "Name").isOptional)
  }

  @Test func aDonationIdentifierPredicateMatchesThatDonation() {
    let identifier = IntentDonationIdentifier(UUID())
    #expect(
      IntentDonationMatchingPredicate.donationIdentifier(identifier)
        == .donationIdentifiers([identifier]))
  }

  @Test func anImageFromAURLKeepsItsURL() throws {
    let url = try #require(URL(string: "https://example.com/avatar.png"))
    let image = DisplayRepresentation.Image(url: url, width: 44, height: 44)
    #expect(image.url == url && !image.isTemplate)
  }
}

/// `@Dependency(key:)` reads the dependency added under that key, not another of its type.
@Suite(.serialized) struct KeyedDependencyTests {
  @Test func aKeyedDependencyIsTheOneAddedUnderItsKey() {
    AppDependencyManager.shared.add(key: "keyed-dependency-test-archive", dependency: "archive")
    AppDependencyManager.shared.add(key: "keyed-dependency-test-inbox", dependency: "inbox")
    let archive = Dependency<String>(key: "keyed-dependency-test-archive")
    let inbox = Dependency<String>(key: "keyed-dependency-test-inbox")
    #expect(archive.wrappedValue == "archive")
    #expect(inbox.wrappedValue == "inbox")
  }
}
