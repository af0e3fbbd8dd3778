import Diagnostics
import Testing

/// One format for every problem SiriSim reports at a line and column.
struct DiagnosticTests {
  @Test func readsAsACompilersDiagnostic() {
    let problem = Diagnostic(
      file: "soup.json", line: 12, column: 9, severity: .warning, message: "soupType: renamed?")
    #expect(problem.description == "soup.json:12:9: warning: soupType: renamed?")
  }

  @Test func aTextWithNoFileGivesLineAndColumn() {
    #expect(
      Diagnostic(line: 1, column: 4, message: "expected ','").description == "1:4: expected ','")
  }

  @Test func theWholeFileGivesTheFileAlone() {
    let problem = Diagnostic(file: "a.siri", line: 0, column: 1, message: "cannot be read.")
    #expect(problem.description == "a.siri: cannot be read.")
    #expect(
      Diagnostic(file: "b.tsv", line: 0, column: 1, severity: .error, message: "missing")
        .description
        == "b.tsv: error: missing")
  }
}
