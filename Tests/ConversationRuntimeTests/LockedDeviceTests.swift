import ConversationRuntime
import ConversationTestSupport
import OpenAppIntents
import Testing

/// `authenticationPolicy` on a locked device: Siri asks to unlock before an intent that
/// requires authentication, and runs it after the person's answer.
@Suite struct LockedDeviceTests {
  @Test func anIntentThatRequiresAuthenticationAsksToUnlockThenRuns() async {
    let runtime = await VaultFixture.runtime(locked: true)
    let frontEnd = AnsweringFrontEnd([.text("unlock")])
    let outcome = await runtime.handle("Open the Vault", with: frontEnd)

    #expect(frontEnd.promptTexts == ["You'll need to unlock your iPhone first."])
    #expect(frontEnd.prompts.first?.confirmationPrompt?.confirmTitle == "Unlock")
    #expect(frontEnd.spokenTexts.last == "The vault is open.")
    #expect(outcome.isCompleted)
    #expect(!runtime.isDeviceLocked, "answering unlock unlocks the device")
  }

  @Test func yesUnlocksToo() async {
    let runtime = await VaultFixture.runtime(locked: true)
    let frontEnd = AnsweringFrontEnd([.text("yes")])
    await runtime.handle("Open the Vault", with: frontEnd)
    #expect(frontEnd.spokenTexts.last == "The vault is open.")
  }

  @Test func decliningToUnlockCancelsAndStaysLocked() async {
    let runtime = await VaultFixture.runtime(locked: true)
    let frontEnd = AnsweringFrontEnd([.confirm(false)])
    let outcome = await runtime.handle("Open the Vault", with: frontEnd)
    #expect(outcome == .cancelled)
    #expect(!frontEnd.spokenTexts.contains("The vault is open."))
    #expect(runtime.isDeviceLocked)
  }

  @Test func anUnlockedDeviceRunsAtOnce() async {
    let runtime = await VaultFixture.runtime(locked: false)
    let frontEnd = AnsweringFrontEnd()
    await runtime.handle("Open the Vault", with: frontEnd)
    #expect(frontEnd.prompts.isEmpty)
    #expect(frontEnd.spokenTexts.last == "The vault is open.")
  }

  @Test func anAlwaysAllowedIntentRunsLocked() async {
    let runtime = await VaultFixture.runtime(locked: true)
    let frontEnd = AnsweringFrontEnd()
    await runtime.handle("What time is it in Vault", with: frontEnd)
    #expect(frontEnd.prompts.isEmpty)
    #expect(frontEnd.spokenTexts.last == "It's vault time.")
    #expect(runtime.isDeviceLocked)
  }

  @Test func theDefaultPolicyIsAlwaysAllowed() {
    #expect(VaultTimeIntent.authenticationPolicy == .alwaysAllowed)
    #expect(OpenVaultIntent.authenticationPolicy == .requiresAuthentication)
  }
}
