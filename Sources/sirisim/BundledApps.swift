import BookLibrary
import SiriSimCLI
import SoupChef
import Trails

/// `sirisim`: SiriSim's command line over the three bundled apps — the same few lines any
/// app's own executable has (see `Examples/CoffeeShop`).
@main
struct BundledApps {
  static func main() async {
    await SiriSim.main(apps: [SoupChefApp.self, TrailsApp.self, BookLibraryApp.self])
  }
}
