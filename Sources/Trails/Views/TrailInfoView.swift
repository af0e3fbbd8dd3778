import OpenAppIntents

/// A trail's name, region and, optionally, conditions: Apple's `TrailInfoView`, as text.
struct TrailInfoView: View {
  let trail: Trail
  let includeConditions: Bool

  var body: some View {
    VStack {
      Text(trail.name).font(.headline)
      Text(trail.regionDescription).font(.subheadline)
      Text(IntentValueFormatter.spokenText(of: trail.trailLength)).foregroundStyle(.secondary)
      if includeConditions {
        Divider()
        Text(trail.currentConditions)
      }
    }
  }
}
