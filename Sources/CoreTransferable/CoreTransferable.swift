// `import CoreTransferable` on Linux: Apple's framework of `Transferable`, whose SiriSim
// version is OpenAppIntents' own (an app entity's transfer representation is App Intents API
// here), so an app file written for iOS compiles unchanged.
@_exported import OpenAppIntents
