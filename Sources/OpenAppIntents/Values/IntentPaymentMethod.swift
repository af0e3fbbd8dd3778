import Foundation

/// A way to pay that an app supports, such as a credit card or a bank account.
///
/// An app builds its payment methods and offers them through a parameter's options provider;
/// Siri asks for one as for any value the app offers ("Which payment method? Visa ending in
/// 4242, or Checking Account?"). Without options there is nothing to pick from: the person's
/// Wallet, which offers them on a device, has no stand-in here.
public struct IntentPaymentMethod: Sendable, Hashable {
  /// The kind of payment method, such as a credit card or bank account.
  public let paymentType: PaymentType
  /// The name as the app gave it, kept as a resource for its display representation.
  let nameResource: LocalizedStringResource?
  /// A hint that tells payment methods of one name apart, such as a card's last four digits.
  public let identificationHint: String?
  /// The image of the payment method's brand.
  public let icon: DisplayRepresentation.Image?

  /// Creates a payment method.
  public init(
    type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil,
    icon: DisplayRepresentation.Image? = nil
  ) {
    self.paymentType = type
    self.nameResource = name
    self.identificationHint = identificationHint
    self.icon = icon
  }

  /// The name a person sees, such as "Visa".
  public var name: String? { nameResource?.defaultValue }
}

extension IntentPaymentMethod: _IntentValue {
  /// A payment method is picked from the ones the app offers; it can't be typed in.
  public static var _valueKind: IntentValueKind { .unsupported(typeName: "Payment Method") }
}

extension IntentPaymentMethod: DisplayRepresentable, TypeDisplayRepresentable {
  /// "Payment Method".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Payment Method" }

  /// The name (or the kind, without one) and the hint: "Visa ending in 4242", with the kind
  /// ("Credit Card") below.
  public var displayRepresentation: DisplayRepresentation {
    let kind = paymentType.title
    var title = nameResource ?? kind
    if let hint = identificationHint, !hint.isEmpty {
      title = LocalizedStringResource("\(title.defaultValue) ending in \(hint)")
    }
    return DisplayRepresentation(
      title: title, subtitle: nameResource == nil ? nil : kind, image: icon)
  }
}
