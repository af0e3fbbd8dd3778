import Foundation
import OpenAppIntents
import SiriSimApp

/// What Siri remembers between runs: donations, the phrases people recorded, and each app's
/// data. The runtime reads and writes it; SiriSim's store keeps it in SQLite.
///
/// Every method may throw the store's error, which carries a message a person understands; the
/// runtime reports it and goes on.
public protocol SiriMemory: Sendable {
  /// Remembers a donation.
  func donate(_ donation: IntentDonation) throws
  /// The donations a filter matches, oldest first.
  func donations(matching filter: DonationFilter) throws -> [IntentDonation]
  /// Forgets the donations a filter matches; returns their identifiers.
  @discardableResult
  func deleteDonations(matching filter: DonationFilter) throws -> [UUID]
  /// The phrases people recorded, oldest first.
  func voiceShortcuts() throws -> [VoiceShortcut]
  /// Saves a phrase a person recorded (the runtime checked it does not collide).
  func saveVoiceShortcut(_ shortcut: VoiceShortcut) throws
  /// Saves several phrases at once (an import), all or none where the memory can (SiriSim's
  /// store writes them in one transaction).
  func saveVoiceShortcuts(_ shortcuts: [VoiceShortcut]) throws
  /// Where an app keeps its data, by the app's identity (its bundle identifier).
  func appData(for app: String) -> AppDataStore
  /// Where an app keeps its data, by its identity; data kept under `formerName` (the app's
  /// display name, the key before apps had identities) moves to it when it has none yet.
  func appData(for app: String, formerlyNamed formerName: String) -> AppDataStore
  /// The file it is kept in, for `:store`; `nil` when it lives in memory only and is forgotten
  /// when the process ends.
  var storePath: String? { get }
  /// What apps put in Spotlight, if it keeps that.
  var spotlight: (any SpotlightIndex)? { get }
}

extension SiriMemory {
  /// In memory only, unless the memory says otherwise.
  public var storePath: String? { nil }

  /// Where an app keeps its data, by its identity alone: a memory that never keyed data by
  /// display name has nothing to move.
  public func appData(for app: String, formerlyNamed formerName: String) -> AppDataStore {
    appData(for: app)
  }

  /// Saves each phrase in turn.
  public func saveVoiceShortcuts(_ shortcuts: [VoiceShortcut]) throws {
    for shortcut in shortcuts { try saveVoiceShortcut(shortcut) }
  }
}
