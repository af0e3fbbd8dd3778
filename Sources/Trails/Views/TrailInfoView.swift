import OpenAppIntents

/// A trail's name, region and, optionally, conditions: Apple's `TrailInfoView`, unchanged — the
/// image and its sizing are left out of a text snippet.
struct TrailInfoView: View {
  var trail: Trail
  var includeConditions = false

  var body: some View {
    HStack {
      Spacer()
      VStack {
        Image(trail.featuredImage)
          .resizable()
          .aspectRatio(contentMode: .fit)
          .frame(height: 300)

        VStack {
          Text(trail.name)
            .font(.title)
          Text(trail.regionDescription)
            .font(.subheadline)
            .foregroundColor(.secondary)
          if includeConditions {
            Text(trail.currentConditions)
              .font(.callout)
              .foregroundColor(.secondary)
          }
        }
      }
      Spacer()
    }
  }
}
