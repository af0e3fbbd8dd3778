import BookCatalog
import Foundation

// `swift run generate-book-catalog [path]`: writes CatalogGenerator's catalog, by default to
// Tests/BookCatalogTests/Fixtures/BookCatalog.tsv (run from the package's root), and prints how
// many books it holds. The output is the same on every machine; SiriSim makes the same books in
// the process (BookCatalog.generated()), and the BookCatalog tests check both against the file.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 1 {
  print(
    "usage: generate-book-catalog [path]  (default: Tests/BookCatalogTests/Fixtures/BookCatalog.tsv)"
  )
  exit(arguments.count > 1 ? 2 : 0)
}
let path = arguments.first ?? "Tests/BookCatalogTests/Fixtures/BookCatalog.tsv"
let text = CatalogGenerator.generate()
do {
  try text.write(toFile: path, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(
    Data("generate-book-catalog: cannot write \(path): \(error.localizedDescription)\n".utf8))
  exit(1)
}
let count = text.split(separator: "\n").count { !$0.hasPrefix("#") }
print("wrote \(count) books (\(text.utf8.count) bytes) to \(path)")
