// `import UniformTypeIdentifiers` on Linux: Apple's framework of `UTType`, whose SiriSim
// version is OpenAppIntents' own (`IntentFile.type` is one), so an app file written for iOS
// compiles unchanged.
@_exported import OpenAppIntents
