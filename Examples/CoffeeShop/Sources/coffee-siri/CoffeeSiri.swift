import CoffeeShop
import SiriSimCLI

@main
struct CoffeeSiri {
  static func main() async {
    await SiriSim.main(apps: [CoffeeShopApp.self])
  }
}
