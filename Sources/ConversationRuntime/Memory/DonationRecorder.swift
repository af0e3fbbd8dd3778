import Foundation
@_spi(SiriSim) import OpenAppIntents
import SiriSimApp

/// Turns what an app's intents did into donations in Siri's memory: the runtime's
/// `IntentDonationManager` sink, and the donation Siri itself makes when an intent completes.
struct DonationRecorder: IntentDonationSink {
  let app: String
  let memory: any SiriMemory
  let environment: IntentEnvironment

  /// Remembers an intent as it is now.
  func record(_ intent: any AppIntent, outcome: IntentDonation.Outcome) throws -> IntentDonation {
    let donation = IntentDonation(
      of: intent, app: app, date: environment.now(), outcome: outcome)
    try memory.donate(donation)
    return donation
  }

  func donate(_ intent: any AppIntent) async throws -> IntentDonationIdentifier {
    do {
      return IntentDonationIdentifier(try record(intent, outcome: .donated).id)
    } catch {
      throw IntentDonationError(message: "\(error)")
    }
  }

  func deleteDonations(matching predicate: IntentDonationMatchingPredicate) async throws
    -> [IntentDonationIdentifier]
  {
    var filter = DonationFilter(app: app)
    switch predicate.criterion {
    case .intentType(let intent, let entity):
      filter.intent = intent
      filter.entity = entity?.description
    case .identifiers(let identifiers):
      filter.identifiers = identifiers.map(\.uuid)
    case .entity(let entity):
      filter.entity = entity.description
    }
    do {
      return try memory.deleteDonations(matching: filter).map(IntentDonationIdentifier.init)
    } catch {
      throw IntentDonationError(message: "\(error)")
    }
  }
}
