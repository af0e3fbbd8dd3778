/// An intent of a kind the system knows (opening, deleting, starting a workout, a Live Activity,
/// audio playback …), which the system may run in its own places, such as the Action button.
public protocol SystemIntent: AppIntent {}
