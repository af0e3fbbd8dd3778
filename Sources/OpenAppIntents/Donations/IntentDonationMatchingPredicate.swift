/// Which donations to delete: Apple's `IntentDonationMatchingPredicate`.
public struct IntentDonationMatchingPredicate: Sendable, Equatable {
  /// What the predicate matches.
  package enum Criterion: Sendable, Equatable {
    /// Donations of an intent type (by type name), optionally only those naming an entity.
    case intentType(String, entity: EntityIdentifier?)
    /// The donations with these identifiers.
    case identifiers([IntentDonationIdentifier])
    /// The donations of any intent whose parameters refer to the entity.
    case entity(EntityIdentifier)
  }

  package let criterion: Criterion

  /// The donations of an intent type, or only those of its donations that refer to an entity.
  public static func intentType(
    _ intentType: any AppIntent.Type, entityIdentifier: EntityIdentifier? = nil
  ) -> IntentDonationMatchingPredicate {
    IntentDonationMatchingPredicate(
      criterion: .intentType(String(describing: intentType), entity: entityIdentifier))
  }

  /// The donations with these identifiers.
  public static func donationIdentifiers(_ identifiers: [IntentDonationIdentifier])
    -> IntentDonationMatchingPredicate
  {
    IntentDonationMatchingPredicate(criterion: .identifiers(identifiers))
  }

  /// The donation with this identifier.
  public static func donationIdentifier(_ identifier: IntentDonationIdentifier)
    -> IntentDonationMatchingPredicate
  {
    IntentDonationMatchingPredicate(criterion: .identifiers([identifier]))
  }

  /// The donations, of any intent, whose parameters refer to an entity: every donation of a soup
  /// taken off the menu.
  public static func entityIdentifier(_ entityIdentifier: EntityIdentifier)
    -> IntentDonationMatchingPredicate
  {
    IntentDonationMatchingPredicate(criterion: .entity(entityIdentifier))
  }
}
