import OpenAppIntents

/// Opens a trail's page through its universal link: Apple's `OpenTrail`. It needs no
/// `perform()`: as a `URLRepresentableIntent`, it opens `TrailEntity.urlRepresentation`.
public struct OpenTrail: OpenIntent, URLRepresentableIntent {
  public static let title: LocalizedStringResource = "Open Trail"
  public static let description = IntentDescription("Displays trail details in the app.")

  public static var parameterSummary: some ParameterSummary {
    Summary("Open \(\.$target)")
  }

  @Parameter(title: "Trail")
  public var target: TrailEntity

  public init() {}
}
