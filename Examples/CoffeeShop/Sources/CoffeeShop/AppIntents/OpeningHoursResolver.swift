import Foundation

#if canImport(AppIntents)
  import AppIntents
#else
  import OpenAppIntents
#endif

/// Takes a pickup time only while the cafés are open, 7:00 to 19:00 (their clocks keep UTC):
/// Siri says the hours and asks again for another time.
public struct OpeningHoursResolver: Resolver {
  public init() {}

  public func resolve(from input: Date, context: IntentParameterContext<Date>) async throws
    -> Date?
  {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    guard (7..<19).contains(calendar.component(.hour, from: input)) else { throw CafesClosed() }
    return input
  }
}

/// A pickup time when the cafés are closed.
struct CafesClosed: Error, CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource {
    "The cafés are open from 7:00 to 19:00."
  }
}
