// Apps write Darwin Foundation API beside App Intents (MeasurementFormatter,
// DateComponentsFormatter, `.localizedStandard`, `#Predicate` with localizedStandardContains);
// importing OpenAppIntents brings the pieces Foundation on Linux lacks.
@_exported import FoundationCompatibility
