import ConversationRuntime

/// Synthetic apps at a phone's scale for `ScaleBench` and the generated corpus (`GeneratedCorpus`): realistic, distinct multi-word names, five
/// App Shortcuts of four phrases each per app (so 100 apps carry 2,000 phrases), two entity
/// vocabularies per app, and, for the catalog configurations, a few media apps whose string-query
/// slot holds a large catalog of `SyntheticCatalog.titles`. Everything is deterministic: the
/// parent bench and its child processes generate the same apps and utterances.
package enum ScaleApps {
  /// One generated App Shortcut: its name, phrase templates (in `AppShortcuts.strings` form) and
  /// its slots' values.
  package struct Intent: Sendable {
    package let name: String
    package let phrases: [String]
    /// Slot name → titles and whether other text fills it (a string-query slot).
    package let slots: [String: (titles: [String], acceptsOtherText: Bool)]
  }

  /// One generated app.
  package struct App: Sendable {
    package let name: String
    package let intents: [Intent]
  }

  /// A kind of app: its two entity slots' values and its five App Shortcuts' phrases.
  private struct Domain {
    let slots: [(name: String, values: [String])]
    let intents: [(name: String, phrases: [String])]

    /// A domain written as text: each slot's values separated by commas, each App Shortcut's
    /// phrases one a line (phrases may hold commas).
    init(slots: KeyValuePairs<String, String>, intents: KeyValuePairs<String, String>) {
      self.slots = slots.map { slot in
        (slot.key, slot.value.split(separator: ",").map(Self.trimmed))
      }
      self.intents = intents.map { intent in
        (intent.key, intent.value.split(separator: "\n").map(Self.trimmed))
      }
    }

    private static func trimmed(_ text: Substring) -> String {
      text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// Names of installed apps, in install order, and a few that are never installed (for
  /// utterances that name an unknown app).
  package static let names = [
    "Recipe Box", "Trail Finder", "Tune Shelf", "Cab Buddy", "Task Master", "Budget Owl",
    "Soup Corner", "Fit Track", "Page Turner", "Road Trip Planner", "Chore Chart", "Coin Wallet",
    "Pizza Port", "Yoga Flow", "Podcast Harbor", "Ride Along", "Grocery List Plus",
    "Expense Tracker", "Sushi Bar Express", "Run Keeper Lite", "Movie Night", "Train Times",
    "Family Calendar", "Bill Splitter", "Noodle House", "Swim Lap Counter", "Radio Wave",
    "Flight Deck", "Home Inventory", "Stock Ticker", "Taco Truck Finder", "Bike Route",
    "Audio Book Club", "Hotel Hopper", "Party Planner", "Invoice Maker", "Burger Joint",
    "Golf Scorecard", "Comic Reader", "Camp Site Finder", "Moving Day", "Allowance Bank",
    "Salad Studio", "Tennis Partner", "Guitar Tabs", "Ski Report", "Laundry Day",
    "Loan Calculator", "Juice Bar", "Sleep Cycle Coach", "Piano Tutor", "Surf Forecast",
    "Closet Organizer", "Gift Ideas", "Smoothie Lab", "Habit Loop", "Concert Finder",
    "Parking Spot", "Repair Shop", "Tip Calculator", "Tea Time", "Step Counter", "Cinema Club",
    "Bus Tracker", "Garden Planner", "Savings Jar", "Bake Shop", "Water Reminder",
    "News Digest", "Scooter Go", "Dog Walker", "Tax Helper", "Wine Cellar", "Mood Journal",
    "Sketch Book", "Fuel Finder", "Pet Pal", "Rent Tracker", "Coffee Stop", "Focus Timer",
    "Photo Vault", "Car Wash Club", "Plant Keeper", "Price Watch", "Home Chef", "Pill Reminder",
    "Star Gazer", "Bike Share", "Baby Tracker", "Receipt Scanner", "Meal Prep Helper",
    "Hike Buddy", "Music Box", "Ferry Times", "Study Cards", "Market Pulse", "Bakery Lane",
    "Stretch Break", "Story Time", "Metro Map", "Shopping Buddy", "Wallet Watch",
    // Never installed: said to test utterances that name an unknown app.
    "Pizza Planet", "Zen Garden", "Cloud Notes", "Snack Attack",
  ]

  /// How many of `names` can be installed.
  package static let installable = 102

  /// The media apps (by install order) that carry a catalog in the catalog configurations.
  package static let catalogApps = [2, 8, 14, 20]

  /// `count` apps; with `catalogTitles` > 0 the catalog apps split that many titles between them.
  package static func apps(count: Int, catalogTitles: Int = 0) -> [App] {
    let installed = min(count, installable)
    let catalogs = catalogApps.filter { $0 < installed }
    let titles = catalogTitles > 0 ? SyntheticCatalog.titles(count: catalogTitles) : []
    let share = catalogs.isEmpty ? 0 : titles.count / catalogs.count
    return (0..<installed).map { index in
      let domain = domains[index % domains.count]
      var catalog: [String]?
      if let slice = catalogs.firstIndex(of: index), share > 0 {
        catalog = Array(titles[(slice * share)..<((slice + 1) * share)])
      }
      return app(index: index, domain: domain, catalog: catalog)
    }
  }

  /// App `index` of `domain`: each slot takes 16 of the domain's 20 values, from an offset that
  /// differs from app to app; a media app's first slot is its catalog, when it has one.
  private static func app(index: Int, domain: Domain, catalog: [String]?) -> App {
    var values: [String: (titles: [String], acceptsOtherText: Bool)] = [:]
    for (position, slot) in domain.slots.enumerated() {
      if position == 0, let catalog {
        values[slot.name] = (catalog, true)
        continue
      }
      let take = min(16, slot.values.count)
      let offset = (index * 3) % slot.values.count
      values[slot.name] = (
        (0..<take).map { slot.values[(offset + $0) % slot.values.count] }, position == 0
      )
    }
    let intents = domain.intents.map { intent in
      let used = domain.slots.map(\.name).filter { name in
        intent.phrases.contains { $0.contains("${\(name)}") }
      }
      var slots: [String: (titles: [String], acceptsOtherText: Bool)] = [:]
      for name in used { slots[name] = values[name] }
      return Intent(name: intent.name, phrases: intent.phrases, slots: slots)
    }
    return App(name: names[index], intents: intents)
  }

  /// The apps as the matcher takes them; the intents of an app that share a slot share its
  /// entries, as an app's entity query serves all its shortcuts.
  package static func appPhrases(_ apps: [App]) -> [AppPhrases] {
    apps.map { app in
      var vocabularies: [String: SlotVocabulary] = [:]
      for intent in app.intents {
        for (name, slot) in intent.slots where vocabularies[name] == nil {
          vocabularies[name] = SlotVocabulary(
            entries: slot.titles.enumerated().map {
              VocabularyEntry(id: String($0.offset), title: $0.element)
            }, acceptsOtherText: slot.acceptsOtherText)
        }
      }
      return AppPhrases(
        name: app.name,
        intents: app.intents.map { intent in
          IntentPhrases(
            intent: intent.name,
            phrases: intent.phrases.compactMap { try? PhraseTemplate(parsing: $0) },
            slots: vocabularies.filter { intent.slots[$0.key] != nil })
        })
    }
  }

  /// How many titles the apps' slots hold, each slot of an app counted once.
  package static func titleCount(_ apps: [App]) -> Int {
    apps.reduce(0) { total, app in
      var counts: [String: Int] = [:]
      for intent in app.intents {
        for (name, slot) in intent.slots { counts[name] = slot.titles.count }
      }
      return total + counts.values.reduce(0, +)
    }
  }

  // MARK: Utterances

  /// `count` utterances over the apps, said the ways people say them: as written (30%), with a
  /// typo (20%), lower-cased with filler (20%), naming an app that is not installed (15%) and
  /// naming no app (15%), plus a few that ask something else.
  package static func utterances(for apps: [App], count: Int, seed: UInt64 = 25) -> [String] {
    var generator = SyntheticCatalog.Generator(seed: seed)
    let unknown = Array(names[installable...])
    var result: [String] = []
    while result.count < count {
      let app = apps[generator.next(below: apps.count)]
      let intent = app.intents[generator.next(below: app.intents.count)]
      let phrase = intent.phrases[generator.next(below: intent.phrases.count)]
      let filled = fill(phrase, slots: intent.slots, using: &generator)
      let said = filled.replacingOccurrences(of: "${applicationName}", with: app.name)
      switch generator.next(below: 20) {
      case 0..<6: result.append(said)
      case 6..<10: result.append(SyntheticCatalog.typo(in: said, using: &generator))
      case 10..<14: result.append("hey siri could you " + said.lowercased() + " please")
      case 14..<17:
        let other = unknown[generator.next(below: unknown.count)]
        result.append(filled.replacingOccurrences(of: "${applicationName}", with: other))
      default: result.append(withoutApp(filled))
      }
    }
    return Array(
      (result.prefix(max(0, count - 3)) + [
        "What's the weather like today", "Set a timer for ten minutes", "Call mom",
      ]).prefix(count))
  }

  /// The phrase with each slot filled by one of its values.
  private static func fill(
    _ phrase: String, slots: [String: (titles: [String], acceptsOtherText: Bool)],
    using generator: inout SyntheticCatalog.Generator
  ) -> String {
    var text = phrase
    for name in slots.keys.sorted() {
      guard let titles = slots[name]?.titles, !titles.isEmpty else { continue }
      text = text.replacingOccurrences(
        of: "${\(name)}", with: titles[generator.next(below: titles.count)])
    }
    return text
  }

  /// The phrase without its app name, nor the preposition before it ("Order Pad Thai").
  private static func withoutApp(_ phrase: String) -> String {
    var words = phrase.replacingOccurrences(of: ",", with: "").split(separator: " ").map(
      String.init)
    if let index = words.firstIndex(of: "${applicationName}") {
      words.remove(at: index)
      if index > 0, ["from", "in", "on", "with", "to"].contains(words[index - 1]) {
        words.remove(at: index - 1)
      }
    }
    return words.map { $0.replacingOccurrences(of: "${applicationName}", with: "") }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }

  // MARK: Domains

  private static let domains = [food, fitness, media, travel, tasks, finance]

  private static let food = Domain(
    slots: [
      "dish": """
      Tomato Soup, Clam Chowder, Pad Thai, Margherita Pizza, Caesar Salad, Chicken Burrito,
      Beef Pho, Veggie Burger, Ramen Bowl, Fish Tacos, Mushroom Risotto, Lentil Curry, Greek Gyro,
      Poke Bowl, Falafel Wrap, Lasagna, Miso Soup, Club Sandwich, Bibimbap, Shrimp Scampi
      """,
      "menu": """
      Breakfast, Lunch Specials, Dinner, Desserts, Drinks, Kids Menu, Vegan Menu, Late Night,
      Brunch, Family Meals
      """,
    ],
    intents: [
      "OrderDish": """
      Order ${dish} from ${applicationName}
      Get ${dish} delivered with ${applicationName}
      I want ${dish} from ${applicationName}
      ${applicationName}, order a ${dish}
      """,
      "ReorderDish": """
      Reorder my last ${dish} in ${applicationName}
      Order my usual from ${applicationName}
      Repeat my ${applicationName} order
      Order the same ${dish} again from ${applicationName}
      """,
      "ShowMenu": """
      Show the ${menu} in ${applicationName}
      What's on the ${applicationName} ${menu}
      Browse the ${menu} on ${applicationName}
      Open the ${menu} in ${applicationName}
      """,
      "TrackDelivery": """
      Track my ${applicationName} delivery
      Where is my order from ${applicationName}
      Check my delivery status in ${applicationName}
      When will my ${applicationName} order arrive
      """,
      "RateDish": """
      Rate the ${dish} in ${applicationName}
      Leave a review for ${dish} on ${applicationName}
      Give ${dish} five stars in ${applicationName}
      Tell ${applicationName} I loved the ${dish}
      """,
    ])

  private static let fitness = Domain(
    slots: [
      "workout": """
      Morning Run, Interval Training, Hill Repeats, Yoga Stretch, Core Blast, Leg Day, Swim Drills,
      Spin Class, Rowing Sprint, Pilates Flow, Kettlebell Circuit, Long Ride, Tempo Run,
      Recovery Walk, Boxing Rounds, Jump Rope, Stair Climb, Trail Hike, Upper Body,
      Mobility Routine
      """,
      "metric": """
      Steps, Heart Rate, Calories, Sleep Score, Resting Pulse, Distance, Active Minutes, Weight,
      Water Intake, Body Fat
      """,
    ],
    intents: [
      "StartWorkout": """
      Start ${workout} with ${applicationName}
      Begin a ${workout} in ${applicationName}
      Start my ${workout} workout on ${applicationName}
      Let's do ${workout} with ${applicationName}
      """,
      "PauseWorkout": """
      Pause my workout in ${applicationName}
      Pause ${workout} on ${applicationName}
      Take a break in ${applicationName}
      Hold my ${applicationName} workout
      """,
      "ShowMetric": """
      Show my ${metric} in ${applicationName}
      What's my ${metric} in ${applicationName}
      Check my ${metric} on ${applicationName}
      How is my ${metric} today in ${applicationName}
      """,
      "LogMetric": """
      Log my ${metric} in ${applicationName}
      Record ${metric} with ${applicationName}
      Add a ${metric} entry to ${applicationName}
      Save today's ${metric} in ${applicationName}
      """,
      "ShareWorkout": """
      Share my ${workout} from ${applicationName}
      Send my last ${workout} with ${applicationName}
      Post my ${workout} results on ${applicationName}
      Share today's workout from ${applicationName}
      """,
    ])

  private static let media = Domain(
    slots: [
      "title": """
      Morning Jazz, Road Trip Hits, Deep Focus, Chill Beats, Rainy Day Piano, Summer Anthems,
      Classic Rock Legends, Indie Discoveries, Acoustic Evenings, Workout Mix, Sleep Sounds,
      Study Beats, Throwback Party, Country Roads, Latin Nights, Soul Classics, Blues Highway,
      Opera Gala, Film Scores, Kids Sing Along
      """,
      "playlist": """
      Favorites, Liked Songs, Up Next, Recently Played, Downloads, Queue, Library, Saved Episodes,
      Watch Later, Reading List
      """,
    ],
    intents: [
      "PlayTitle": """
      Play ${title} on ${applicationName}
      Play ${title} in ${applicationName}
      Listen to ${title} with ${applicationName}
      Put on ${title} in ${applicationName}
      """,
      "ShowPlaylist": """
      Show my ${playlist} in ${applicationName}
      Open my ${playlist} on ${applicationName}
      What's in my ${playlist} on ${applicationName}
      Show ${playlist} in ${applicationName}
      """,
      "AddToPlaylist": """
      Add ${title} to my ${playlist} in ${applicationName}
      Save ${title} to ${applicationName}
      Add this to ${playlist} in ${applicationName}
      Put ${title} in my ${applicationName} ${playlist}
      """,
      "SkipTrack": """
      Skip this song in ${applicationName}
      Next track on ${applicationName}
      Skip ahead in ${applicationName}
      Play the next one on ${applicationName}
      """,
      "SearchTitle": """
      Search ${applicationName} for ${title}
      Find ${title} in ${applicationName}
      Look up ${title} on ${applicationName}
      Search for ${title} with ${applicationName}
      """,
    ])

  private static let travel = Domain(
    slots: [
      "place": """
      Airport, Central Station, Downtown, City Hall, Harbor Front, Union Square, the Office, Home,
      Grand Hotel, Convention Center, Stadium, University Campus, Old Town, Beach Park, Ski Lodge,
      Museum District, Market Street, Riverside, Lakeview, Main Street
      """,
      "trip": """
      Weekend Getaway, Business Trip, Summer Vacation, Ski Trip, Family Visit, Road Trip, Honeymoon,
      Conference, Camping Trip, City Break
      """,
    ],
    intents: [
      "BookRide": """
      Book a ride to ${place} with ${applicationName}
      Get me a ride to ${place} on ${applicationName}
      Call a car to ${place} with ${applicationName}
      Take me to ${place} with ${applicationName}
      """,
      "FindPlace": """
      Find ${place} in ${applicationName}
      Show directions to ${place} in ${applicationName}
      How far is ${place} in ${applicationName}
      Navigate to ${place} with ${applicationName}
      """,
      "ShowTrip": """
      Show my ${trip} in ${applicationName}
      Open my ${trip} itinerary in ${applicationName}
      What's planned for my ${trip} in ${applicationName}
      Show upcoming trips in ${applicationName}
      """,
      "CancelRide": """
      Cancel my ride in ${applicationName}
      Cancel the ${applicationName} booking
      Stop my ride to ${place} in ${applicationName}
      Cancel my trip to ${place} on ${applicationName}
      """,
      "ShareArrival": """
      Share my arrival time from ${applicationName}
      Send my ETA with ${applicationName}
      Share my trip to ${place} from ${applicationName}
      Tell my family my ETA with ${applicationName}
      """,
    ])

  private static let tasks = Domain(
    slots: [
      "task": """
      Take Out Trash, Water Plants, Pay Rent, Call Mom, Walk the Dog, Clean Kitchen, Buy Milk,
      Book Dentist, Renew Passport, Fix Faucet, Mow Lawn, Pick Up Dry Cleaning,
      Return Library Books, Schedule Oil Change, Vacuum Stairs, Feed the Cat, Backup Photos,
      Change Air Filter, Order Printer Ink, Plan Birthday Party
      """,
      "list": """
      Groceries, Chores, Errands, Packing List, Shopping, Work Tasks, Home Projects, Gift Ideas,
      Reading List, Weekend Plans
      """,
    ],
    intents: [
      "AddTask": """
      Add ${task} to ${list} in ${applicationName}
      Remind me to ${task} with ${applicationName}
      Add ${task} in ${applicationName}
      Put ${task} on my ${applicationName} list
      """,
      "ShowList": """
      Show my ${list} in ${applicationName}
      Open my ${list} list in ${applicationName}
      What's on my ${list} in ${applicationName}
      Read my ${list} from ${applicationName}
      """,
      "CompleteTask": """
      Mark ${task} done in ${applicationName}
      Complete ${task} in ${applicationName}
      Check off ${task} in ${applicationName}
      I finished ${task} in ${applicationName}
      """,
      "ClearList": """
      Clear my ${list} in ${applicationName}
      Delete completed tasks in ${applicationName}
      Empty my ${list} on ${applicationName}
      Remove everything from ${list} in ${applicationName}
      """,
      "ShareList": """
      Share my ${list} from ${applicationName}
      Send my ${list} with ${applicationName}
      Share ${list} with my family in ${applicationName}
      Email my ${list} from ${applicationName}
      """,
    ])

  private static let finance = Domain(
    slots: [
      "payee": """
      Electric Company, Water Utility, Landlord, Internet Provider, Phone Bill, Car Loan,
      Gym Membership, Streaming Service, Insurance, Student Loan, Daycare, Dentist Office, Plumber,
      Babysitter, Roommate, Book Club, Soccer Team, Coffee Shop, Hair Salon, Dry Cleaner
      """,
      "account": """
      Checking, Savings, Credit Card, Travel Fund, Emergency Fund, Brokerage, Retirement,
      Holiday Budget, Joint Account, Business Account
      """,
    ],
    intents: [
      "ShowBalance": """
      Show my ${account} balance in ${applicationName}
      What's my ${account} balance on ${applicationName}
      Check ${account} in ${applicationName}
      How much is in my ${account} in ${applicationName}
      """,
      "PayBill": """
      Pay ${payee} with ${applicationName}
      Pay my ${payee} bill in ${applicationName}
      Send a payment to ${payee} with ${applicationName}
      Schedule a payment to ${payee} in ${applicationName}
      """,
      "TransferMoney": """
      Transfer money to ${account} in ${applicationName}
      Move money into ${account} with ${applicationName}
      Send money to ${account} on ${applicationName}
      Top up my ${account} in ${applicationName}
      """,
      "LogExpense": """
      Log an expense for ${payee} in ${applicationName}
      Add a ${payee} expense to ${applicationName}
      Record spending at ${payee} in ${applicationName}
      Track my ${payee} spending in ${applicationName}
      """,
      "ShowSpending": """
      Show my spending in ${applicationName}
      How much did I spend on ${payee} in ${applicationName}
      Show ${account} transactions in ${applicationName}
      Review my budget in ${applicationName}
      """,
    ])
}
