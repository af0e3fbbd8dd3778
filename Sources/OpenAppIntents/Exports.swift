// App Intents re-exports Foundation, as Apple's does: a file that imports only App Intents
// writes `Date`, `URL` and `Data`.
@_exported import Foundation
// Apps write Darwin Foundation API beside App Intents (MeasurementFormatter,
// DateComponentsFormatter, `.localizedStandard`, `#Predicate` with localizedStandardContains);
// importing OpenAppIntents brings the pieces Foundation on Linux lacks.
@_exported import FoundationCompatibility
