import ConversationRuntime
import ConversationTestSupport
import SoupChef
import Testing

@testable import SiriTerminal

/// `--locale fr` in the curses UI: Siri's and Soup Chef's French dialogs (accents, « »,
/// typographic apostrophes) drawn at 80×24 read back cell for cell. The UI's own fixed texts
/// (footer hints) stay English.
extension CursesDriverTests {
  @Test func frenchDialogsReadBackAt80x24() async throws {
    let environment = TestClock.environment
    let runtime = await ConversationRuntime(
      apps: [
        SoupChefApp.manifest(
          environment: environment, orders: SoupOrderDataManager(environment: environment))
      ],
      options: ConversationRuntime.Options(environment: environment),
      phrases: BundledApps.phrases, locale: "fr")
    var ui = await SoupChefUI(runtime: runtime)
    await ui.say("Commander une soupe à la tomate avec Soup Chef")
    let question = ui.frame
    ui.press(.character("2"), .enter)
    await ui.settle()
    let confirmation = ui.frame
    #expect(question.text.contains("Que choisir pour « Magasin » ?"))
    #expect(confirmation.text.contains("Le total est de $2.95. Prêt à commander ?"))
    #expect(confirmation.text.contains("Commander"))
    for frame in [question, confirmation] {
      try withDriver { driver in
        driver.draw(frame)
        let screen = (0..<driver.size.rows).map { row in
          String(driver.rowText(row).reversed().drop { $0 == " " }.reversed())
        }.joined(separator: "\n")
        #expect(screen == frame.text)
      }
    }
  }
}
