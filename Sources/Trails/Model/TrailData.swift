import Foundation
import OpenAppIntents

/// Apple's `TrailData.plist`, verbatim: names (misspellings included), regions, coordinates,
/// lengths in meters, activities, conditions and collections. Distances are from Apple Park,
/// where the sample pretends the person is.
enum TrailData {
  /// The plist's trails, one a line: id | name | region | latitude longitude | length in meters |
  /// activities | conditions | kilometers away. Read once, by `trails`.
  private static let table = """
    1 | Devil's Slide Trail | Pacifica, CA | 37.572538 -122.516516 | 2092 | hiking biking equestrian | Open | 52
    2 | Pillar Point Bluff Trail | Moss Beach, CA | 37.51038 -122.50242 | 1287.47 | hiking biking jogging | Closed due to weather impacts | 48
    3 | Montara Mountain Trail | San Pedro Valley Park | 37.562879 -122.512517 | 3862.43 | hiking equestrian | Open | 51
    4 | Hetch Hetchy Valley Trail | Yosemite National Park | 37.94581 -119.78825 | 8046.72 | hiking | Open, snow and ice | 207
    5 | Tuolumne Grove Trail | Yosemite National Park | 37.763899 -119.805438 | 4023.36 | hiking crossCountrySkiing snowshoeing | Snow make this excellent for winter sports right now | 200
    6 | Vernal Falls Trail | Yosemite National Park | 37.732915 -119.557715 | 3862.4256 | hiking | Closed due to snow | 221
    7 | Bridalveil Fall Trail | Yosemite National Park | 37.71673 -119.65093 | 804.672 | hiking | Open, snow and ice | 212
    8 | Yosemite Valley Loop Trail | Yosemite National Park | 37.750117 -119.59001 | 18507.46 | hiking | Open, snow and ice | 218
    9 | Half Dome Trail | Yosemite National Park | 37.732915 -119.557715 | 24140.16 | hiking | Closed for the season | 221
    10 | Sierra Butes Trail | Tahoe National Forest | 39.598215 -120.651386 | 5310.8352 | hiking crossCountrySkiing snowshoeing | Open | 278
    11 | Thunder Mountain Trail | El Dorado National Forest | 39.195171 -120.234901 | 5793.6384 | hiking biking equestrian | Closed due to snow | 258
    12 | Mount Tallac Trail | Lake Tahoe | 38.92149 -120.06818 | 16093.44 | hiking snowshoeing | Be prepared for snowy conditions | 245
    13 | Mount Whitney Trail | Inyo National Forest | 36.57845 -118.292204 | 17702.784 | hiking | Trail is in excellent condition | 341
    14 | Lone Pine Creek Trail | Inyo National Forest | 36.57845 -118.292204 | 12874.75 | hiking | Difficult in wet conditions | 341
    15 | Meysan Lakes Trail | Inyo National Forest | 36.57845 -118.292204 | 18024.65 | hiking | Difficult in wet conditions | 341
    16 | Lava Tube Trail | Mojave National Preserve | 35.216122 -115.752423 | 965.6064 | hiking | Requires high-clearence vehicle to reach | 608
    17 | Kelso Dunes Trail | Mojave National Preserve | 34.892685 -115.699301 | 4828.032 | hiking | Avoid during the summer sun, bring extra water | 628
    18 | Teutonia Peak Trail | Mojave National Preserve | 35.316246 -115.55259 | 4828.032 | hiking | Open | 620
    19 | Trans-Catalina Trail | Santa Catalina Island | 33.33937 -118.32993 | 61959.74 | hiking | Open | 556
    20 | Garden to Sky Trail | Santa Catalina Island | 33.326508 -118.340231 | 6115.51 | hiking | Open | 556
    21 | Eagles Nest Loop | Santa Catalina Island | 33.368713 -118.465177 | 5632.7 | hiking | Closed due to nesting eagles | 546
    22 | McWay Falls Trail | Julia Pfeiffer Burns State Park | 36.157714 -121.672382 | 804.67 | hiking | Open | 134
    23 | Cruickshank Trail | Los Padres National Forest | 35.84298 -121.40263 | 9656.06 | hiking | Inaccessible due to road closure | 174
    24 | Vicente Flat Trail | Los Padres National Forest | 35.991094 -121.495277 | 8078.91 | hiking | Inaccessible due to road closure | 156
    25 | Monterey Bay Coastal Trail | Monterey, CA | 36.61115 -121.85784 | 28968.19 | hiking biking jogging | Open, with sand across the path in some locations | 82
    26 | Juan Bautista de Anza National Historic Trail | Fort Ord National Monument | 36.615597 -121.763964 | 17702.78 | hiking | Open | 83
    27 | Skyline Trail | Fort Ord National Monument | 36.615597 -121.763964 | 4828.032 | biking | Open | 83
    28 | Backbone Trail | Santa Monica Mountains National Recreation Area | 34.08622 -119.03671 | 107826.048 | hiking biking equestrian | Open | 450
    29 | Ojai Valley Trail | Ventura, CA | 34.28337 -119.30388 | 24140.16 | hiking biking | Open. Construction work near milepost 6 | 418
    30 | Chumash Trail | Point Mugu State Park | 34.09194 -119.06549 | 1609.344 | hiking | Open | 448
    """

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

  /// The trails, as the app's model has them, in the table's order.
  static let trails: [Trail] = table.split(separator: "\n").compactMap(trail(from:))

  /// The trail one line of the table describes, or nil where the line doesn't parse (a test
  /// checks that all thirty do).
  private static func trail(from line: Substring) -> Trail? {
    let fields = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard fields.count == 8, let id = Int(fields[0]), let meters = Double(fields[4]),
      let kilometersAway = Double(fields[7])
    else { return nil }
    let degrees = fields[3].split(separator: " ").compactMap { Double($0) }
    let words = fields[5].split(separator: " ")
    let activities = words.compactMap { ActivityStyle(rawValue: String($0)) }
    guard degrees.count == 2, activities.count == words.count else { return nil }
    return Trail(
      id: id, name: fields[1], regionDescription: fields[2],
      coordinate: CLLocationCoordinate2D(latitude: degrees[0], longitude: degrees[1]),
      trailLength: Measurement(value: meters, unit: .meters), activities: activities,
      currentConditions: fields[6],
      distanceToTrail: Measurement(value: kilometersAway * 1000, unit: .meters),
      featuredImage: "trail-\(id)")
  }
}
