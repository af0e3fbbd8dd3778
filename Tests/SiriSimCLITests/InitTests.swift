import CLITestSupport
import Testing

/// `sirisim init` where the new package cannot go (the success and a folder that is not empty
/// are rows of the subcommand tables).
@Suite struct InitTests {
  @Test func namesTheFileInTheWayOfTheNewFolder() throws {
    let sandbox = try sirisim()
    let file = try sandbox.write("", to: "a-file")
    let run = try sandbox.run(["init", "Greenhouse", "--path", "\(file)/Greenhouse"])
    #expect(run.status == 2)
    expectLines(["\(file) is a file, not a folder."], in: run.combined)
  }
}
