import Foundation

/// A person an intent takes or returns, such as a message's recipient: a name, an identifier
/// and the handles (phone numbers, email addresses) to reach them.
///
/// SiriSim has no contacts: a person comes from the app (an options provider, a result), and
/// a parameter of this type is not asked for in a conversation.
public struct IntentPerson: Sendable, Hashable, _IntentValue {
  /// The person's name.
  public var name: Name
  /// Whether this person is the one using the device.
  public var isMe: Bool
  /// Who this person is to the app or to Contacts.
  public var identifier: Identifier
  /// The handle the intent uses to reach them.
  public var handle: Handle?
  /// Their other handles.
  public var aliases: [Handle]
  /// Their picture.
  public var image: DisplayRepresentation.Image?

  /// A person.
  public init(
    identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [],
    isMe: Bool = false, image: DisplayRepresentation.Image? = nil
  ) {
    self.identifier = identifier
    self.name = name
    self.handle = handle
    self.aliases = aliases
    self.isMe = isMe
    self.image = image
  }

  public static var _valueKind: IntentValueKind { .unsupported(typeName: "Person") }

  /// Which handles a person parameter asks for.
  public enum ParameterMode: String, Sendable, Hashable {
    /// A contact.
    case contact
    /// An email address.
    case email
    /// A phone number.
    case phone
    /// An email address or a phone number.
    case emailOrPhone
  }

  /// Who a person is: a contact's identifier or one the app defines.
  public enum Identifier: Sendable, Hashable {
    /// A contact's identifier in Contacts.
    case contact(String)
    /// An identifier the app defines.
    case applicationDefined(String)
  }

  /// A person's name: as shown, or in parts.
  public enum Name: Sendable, Hashable {
    /// The name as shown.
    case displayName(String)
    /// The name in parts.
    case components(PersonNameComponents)
  }

  /// A way to reach a person, with its label ("home", "work" …).
  public struct Handle: Sendable, Hashable {
    /// The phone number, email address or app-defined handle.
    public var value: Value
    /// What kind of handle it is to the person.
    public var label: Label

    /// A handle.
    public init(_ value: Value, label: Label = .other) {
      self.value = value
      self.label = label
    }

    /// A phone number.
    public init(phoneNumber phoneNumberString: String, label: Label = .other) {
      self.init(.phoneNumber(phoneNumberString), label: label)
    }

    /// An email address.
    public init(emailAddress emailAddressString: String, label: Label = .other) {
      self.init(.emailAddress(emailAddressString), label: label)
    }

    /// A handle the app defines, with a label of its own.
    public init(applicationDefined stringValue: String, label labelString: String? = nil) {
      self.init(.applicationDefined(stringValue), label: labelString.map { .custom($0) } ?? .other)
    }

    /// The handle itself.
    public enum Value: Sendable, Hashable {
      /// A phone number.
      case phoneNumber(String)
      /// An email address.
      case emailAddress(String)
      /// A handle the app defines.
      case applicationDefined(String)
    }

    /// What kind of handle it is to the person.
    public enum Label: Sendable, Hashable {
      case home, work, iPhone, mobile, main, homeFax, workFax, pager, other, school
      /// A label of the app's own.
      case custom(String)
    }
  }
}

extension IntentPerson: DisplayRepresentable, TypeDisplayRepresentable {
  /// "Person".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Person" }

  /// The person's name, and their handle as a subtitle.
  public var displayRepresentation: DisplayRepresentation {
    let title: String
    switch name {
    case .displayName(let shown): title = shown
    case .components(let parts):
      title = [
        parts.namePrefix, parts.givenName, parts.middleName, parts.familyName, parts.nameSuffix,
      ]
      .compactMap { $0 }.joined(separator: " ")
    }
    let subtitle: String? =
      switch handle?.value {
      case .phoneNumber(let text), .emailAddress(let text), .applicationDefined(let text): text
      case nil: nil
      }
    return DisplayRepresentation(
      title: "\(title)", subtitle: subtitle.map { "\($0)" }, image: image)
  }
}
