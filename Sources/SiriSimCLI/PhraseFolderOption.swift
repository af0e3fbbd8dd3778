import ArgumentParser
import ConversationRuntime
import Foundation

/// `--phrases FOLDER`: phrase files for every app, instead of each app's own.
struct PhraseFolderOption: ParsableArguments {
  @Option(
    name: .customLong("phrases"),
    help: ArgumentHelp(
      "A folder of phrase files for every app (<App>/AppShortcuts.xcstrings, <App>/<locale>.lproj/AppShortcuts.strings). Default: each app's own.",
      valueName: "folder"),
    completion: .directory)
  var folder: String?

  func validate() throws {
    if let folder, !FileManager.default.fileExists(atPath: folder) {
      throw ValidationError("--phrases: no folder at “\(folder)”.")
    }
  }

  /// The apps' phrase files: the folder's when given, else each app's own.
  var resources: PhraseResources {
    Registration.current.phrases(option: folder)
  }
}
