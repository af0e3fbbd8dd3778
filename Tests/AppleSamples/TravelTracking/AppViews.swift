import OpenAppIntents

// Stand-ins for the app's screens (Apple's Views/ folder, full-screen SwiftUI that is not
// App Intents), which NavigationOption.viewForPage() shows.

struct LandmarksView: View {
  var body: some View { Text("Landmarks") }
}

struct MapView: View {
  var body: some View { Text("Map") }
}

struct CollectionsView: View {
  var body: some View { Text("Collections") }
}
