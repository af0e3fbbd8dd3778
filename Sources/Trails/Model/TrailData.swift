import Foundation
import OpenAppIntents

/// Apple's `TrailData.plist`, verbatim: names (misspellings included), regions, coordinates,
/// lengths in meters, activities, conditions and collections. Distances are from Apple Park,
/// where the sample pretends the person is.
enum TrailData {
  /// A row of the table below.
  struct Row {
    let id: Int
    let name: String
    let region: String
    let latitude: Double
    let longitude: Double
    let meters: Double
    let activities: [ActivityStyle]
    let conditions: String
    let kilometersAway: Double
  }

  static let rows: [Row] = [
    Row(
      id: 1, name: "Devil's Slide Trail", region: "Pacifica, CA", latitude: 37.572538,
      longitude: -122.516516, meters: 2092, activities: [.hiking, .biking, .equestrian],
      conditions: "Open", kilometersAway: 52),
    Row(
      id: 2, name: "Pillar Point Bluff Trail", region: "Moss Beach, CA", latitude: 37.51038,
      longitude: -122.50242, meters: 1287.47, activities: [.hiking, .biking, .jogging],
      conditions: "Closed due to weather impacts", kilometersAway: 48),
    Row(
      id: 3, name: "Montara Mountain Trail", region: "San Pedro Valley Park", latitude: 37.562879,
      longitude: -122.512517, meters: 3862.43, activities: [.hiking, .equestrian],
      conditions: "Open", kilometersAway: 51),
    Row(
      id: 4, name: "Hetch Hetchy Valley Trail", region: "Yosemite National Park",
      latitude: 37.94581, longitude: -119.78825, meters: 8046.72, activities: [.hiking],
      conditions: "Open, snow and ice", kilometersAway: 207),
    Row(
      id: 5, name: "Tuolumne Grove Trail", region: "Yosemite National Park", latitude: 37.763899,
      longitude: -119.805438, meters: 4023.36,
      activities: [.hiking, .crossCountrySkiing, .snowshoeing],
      conditions: "Snow make this excellent for winter sports right now", kilometersAway: 200),
    Row(
      id: 6, name: "Vernal Falls Trail", region: "Yosemite National Park", latitude: 37.732915,
      longitude: -119.557715, meters: 3862.4256, activities: [.hiking],
      conditions: "Closed due to snow", kilometersAway: 221),
    Row(
      id: 7, name: "Bridalveil Fall Trail", region: "Yosemite National Park", latitude: 37.71673,
      longitude: -119.65093, meters: 804.672, activities: [.hiking],
      conditions: "Open, snow and ice", kilometersAway: 212),
    Row(
      id: 8, name: "Yosemite Valley Loop Trail", region: "Yosemite National Park",
      latitude: 37.750117, longitude: -119.59001, meters: 18507.46, activities: [.hiking],
      conditions: "Open, snow and ice", kilometersAway: 218),
    Row(
      id: 9, name: "Half Dome Trail", region: "Yosemite National Park", latitude: 37.732915,
      longitude: -119.557715, meters: 24140.16, activities: [.hiking],
      conditions: "Closed for the season", kilometersAway: 221),
    Row(
      id: 10, name: "Sierra Butes Trail", region: "Tahoe National Forest", latitude: 39.598215,
      longitude: -120.651386, meters: 5310.8352,
      activities: [.hiking, .crossCountrySkiing, .snowshoeing], conditions: "Open",
      kilometersAway: 278),
    Row(
      id: 11, name: "Thunder Mountain Trail", region: "El Dorado National Forest",
      latitude: 39.195171, longitude: -120.234901, meters: 5793.6384,
      activities: [.hiking, .biking, .equestrian], conditions: "Closed due to snow",
      kilometersAway: 258),
    Row(
      id: 12, name: "Mount Tallac Trail", region: "Lake Tahoe", latitude: 38.92149,
      longitude: -120.06818, meters: 16093.44, activities: [.hiking, .snowshoeing],
      conditions: "Be prepared for snowy conditions", kilometersAway: 245),
    Row(
      id: 13, name: "Mount Whitney Trail", region: "Inyo National Forest", latitude: 36.57845,
      longitude: -118.292204, meters: 17702.784, activities: [.hiking],
      conditions: "Trail is in excellent condition", kilometersAway: 341),
    Row(
      id: 14, name: "Lone Pine Creek Trail", region: "Inyo National Forest", latitude: 36.57845,
      longitude: -118.292204, meters: 12874.75, activities: [.hiking],
      conditions: "Difficult in wet conditions", kilometersAway: 341),
    Row(
      id: 15, name: "Meysan Lakes Trail", region: "Inyo National Forest", latitude: 36.57845,
      longitude: -118.292204, meters: 18024.65, activities: [.hiking],
      conditions: "Difficult in wet conditions", kilometersAway: 341),
    Row(
      id: 16, name: "Lava Tube Trail", region: "Mojave National Preserve", latitude: 35.216122,
      longitude: -115.752423, meters: 965.6064, activities: [.hiking],
      conditions: "Requires high-clearence vehicle to reach", kilometersAway: 608),
    Row(
      id: 17, name: "Kelso Dunes Trail", region: "Mojave National Preserve", latitude: 34.892685,
      longitude: -115.699301, meters: 4828.032, activities: [.hiking],
      conditions: "Avoid during the summer sun, bring extra water", kilometersAway: 628),
    Row(
      id: 18, name: "Teutonia Peak Trail", region: "Mojave National Preserve", latitude: 35.316246,
      longitude: -115.55259, meters: 4828.032, activities: [.hiking], conditions: "Open",
      kilometersAway: 620),
    Row(
      id: 19, name: "Trans-Catalina Trail", region: "Santa Catalina Island", latitude: 33.33937,
      longitude: -118.32993, meters: 61959.74, activities: [.hiking], conditions: "Open",
      kilometersAway: 556),
    Row(
      id: 20, name: "Garden to Sky Trail", region: "Santa Catalina Island", latitude: 33.326508,
      longitude: -118.340231, meters: 6115.51, activities: [.hiking], conditions: "Open",
      kilometersAway: 556),
    Row(
      id: 21, name: "Eagles Nest Loop", region: "Santa Catalina Island", latitude: 33.368713,
      longitude: -118.465177, meters: 5632.7, activities: [.hiking],
      conditions: "Closed due to nesting eagles", kilometersAway: 546),
    Row(
      id: 22, name: "McWay Falls Trail", region: "Julia Pfeiffer Burns State Park",
      latitude: 36.157714, longitude: -121.672382, meters: 804.67, activities: [.hiking],
      conditions: "Open", kilometersAway: 134),
    Row(
      id: 23, name: "Cruickshank Trail", region: "Los Padres National Forest", latitude: 35.84298,
      longitude: -121.40263, meters: 9656.06, activities: [.hiking],
      conditions: "Inaccessible due to road closure", kilometersAway: 174),
    Row(
      id: 24, name: "Vicente Flat Trail", region: "Los Padres National Forest", latitude: 35.991094,
      longitude: -121.495277, meters: 8078.91, activities: [.hiking],
      conditions: "Inaccessible due to road closure", kilometersAway: 156),
    Row(
      id: 25, name: "Monterey Bay Coastal Trail", region: "Monterey, CA", latitude: 36.61115,
      longitude: -121.85784, meters: 28968.19, activities: [.hiking, .biking, .jogging],
      conditions: "Open, with sand across the path in some locations", kilometersAway: 82),
    Row(
      id: 26, name: "Juan Bautista de Anza National Historic Trail",
      region: "Fort Ord National Monument", latitude: 36.615597, longitude: -121.763964,
      meters: 17702.78, activities: [.hiking], conditions: "Open", kilometersAway: 83),
    Row(
      id: 27, name: "Skyline Trail", region: "Fort Ord National Monument", latitude: 36.615597,
      longitude: -121.763964, meters: 4828.032, activities: [.biking], conditions: "Open",
      kilometersAway: 83),
    Row(
      id: 28, name: "Backbone Trail", region: "Santa Monica Mountains National Recreation Area",
      latitude: 34.08622, longitude: -119.03671, meters: 107826.048,
      activities: [.hiking, .biking, .equestrian], conditions: "Open", kilometersAway: 450),
    Row(
      id: 29, name: "Ojai Valley Trail", region: "Ventura, CA", latitude: 34.28337,
      longitude: -119.30388, meters: 24140.16, activities: [.hiking, .biking],
      conditions: "Open. Construction work near milepost 6", kilometersAway: 418),
    Row(
      id: 30, name: "Chumash Trail", region: "Point Mugu State Park", latitude: 34.09194,
      longitude: -119.06549, meters: 1609.344, activities: [.hiking], conditions: "Open",
      kilometersAway: 448),
  ]

  /// The plist's collections: Favorites and the featured ones, in Apple's order.
  static let collections:
    [(
      id: Int, type: TrailCollection.CollectionType, name: String,
      symbol: String, members: [Int]
    )] = [
      (1, .favorites, "Favorites", "star.circle", [1, 6, 11, 22, 29]),
      (13, .featured, "Mavericks", "figure.surfing", [1, 2, 3]),
      (14, .featured, "Yosemite", "binoculars", [4, 5, 6]),
      (15, .featured, "El Capitan", "figure.climbing", [7, 8, 9]),
      (16, .featured, "Sierra", "figure.snowboarding", [10, 11, 12]),
      (17, .featured, "High Sierra", "mountain.2", [13, 14, 15]),
      (18, .featured, "Mojave", "figure.hiking", [16, 17, 18]),
      (19, .featured, "Catalina", "figure.sailing", [19, 20, 21]),
      (20, .featured, "Big Sur", "figure.hiking", [22, 23, 24]),
      (21, .featured, "Monterey", "figure.surfing", [25, 26, 27]),
      (22, .featured, "Ventura", "figure.open.water.swim", [28, 29, 30]),
    ]

  /// The trails, as the app's model has them.
  static var trails: [Trail] {
    rows.map { row in
      Trail(
        id: row.id, name: row.name, regionDescription: row.region,
        coordinate: CLLocationCoordinate2D(latitude: row.latitude, longitude: row.longitude),
        trailLength: Measurement(value: row.meters, unit: .meters), activities: row.activities,
        currentConditions: row.conditions,
        distanceToTrail: Measurement(value: row.kilometersAway * 1000, unit: .meters),
        featuredImage: "trail-\(row.id)")
    }
  }
}
