/// Real-looking book titles, from patterns of the kinds real titles follow ("The Silent
/// Orchard", "A Winter in Lisbon", "Letters from the Salt Marsh", "The Cartographer's
/// Daughter", "Beneath the Iron Sky" …) filled from word pools.
///
/// The patterns and pools allow millions of titles, so 100,000 distinct ones come with few
/// repeats to redraw. Every title has at least two words besides a leading article, so a
/// one-word query ("Dune", "Darkness") never equals a generated title.
enum TitlePatterns {
  /// A title, drawn with `random`.
  static func title(using random: inout SplitMix64) -> String {
    var roll = random.next(below: totalWeight)
    for (weight, make) in patterns {
      if roll < weight { return make(&random) }
      roll -= weight
    }
    return patterns[0].make(&random)
  }

  private typealias Pattern = (weight: Int, make: @Sendable (inout SplitMix64) -> String)

  private static let totalWeight = patterns.reduce(0) { $0 + $1.weight }

  private static let patterns: [Pattern] = [
    (8, { "The \($0.pick(adjectives)) \($0.pick(nouns))" }),
    (3, { "A \($0.pick(times)) in \($0.pick(places))" }),
    (2, { "\($0.pick(writings)) from \($0.pick(places))" }),
    (2, { "\($0.pick(writings)) from the \($0.pick(landAdjectives)) \($0.pick(lands))" }),
    (4, { "The \($0.pick(occupations))'s \($0.pick(relations))" }),
    (6, { "\($0.pick(prepositions)) the \($0.pick(adjectives)) \($0.pick(nouns))" }),
    (3, { "The \($0.pick(nouns)) of \($0.pick(places))" }),
    (1, { "The \($0.pick(nouns)) at \($0.pick(places))" }),
    (3, { "The \($0.pick(occupations)) of \($0.pick(places))" }),
    (3, { "\($0.pick(NamePools.titleNames))'s \($0.pick(nouns))" }),
    (
      3,
      { random in
        let first = random.pick(nouns)
        var second = random.pick(nouns)
        while second == first { second = random.pick(nouns) }
        return "The \(first) and the \(second)"
      }
    ),
    (2, { "Where the \($0.pick(creatures)) \($0.pick(presentVerbs))" }),
    (2, { "What the \($0.pick(nouns)) \($0.pick(pastVerbs))" }),
    (1, { "The Last \($0.pick(nouns)) of \($0.pick(places))" }),
    (1, { "The Last \($0.pick(occupations))" }),
    (
      2,
      { random in
        let first = random.pick(abstracts)
        var second = random.pick(abstracts)
        while second == first { second = random.pick(abstracts) }
        return "\(first) and \(second)"
      }
    ),
    (3, { "A \($0.pick(measures)) of \($0.pick(abstracts))" }),
    (2, { "The \($0.pick(abstracts)) of \($0.pick(places))" }),
    (1, { "The \($0.pick(abstracts)) of \($0.pick(NamePools.titleNames))" }),
    (2, { "\($0.pick(numbers)) \($0.pick(pluralTimes)) in \($0.pick(places))" }),
    (1, { "The House on \($0.pick(NamePools.streetNames)) \($0.pick(streets))" }),
    (2, { "\($0.pick(adjectives)) \($0.pick(creatures))" }),
    (4, { "\($0.pick(people)) of the \($0.pick(adjectives)) \($0.pick(nouns))" }),
    (2, { "\($0.pick(songs)) the \($0.pick(adjectives)) \($0.pick(nouns))" }),
    (1, { "The \($0.pick(places)) \($0.pick(affairs))" }),
    (2, { "The \($0.pick(persons)) Who \($0.pick(deeds)) the \($0.pick(nouns))" }),
    (1, { "The \($0.pick(nouns)) Years" }),
    (1, { "\($0.pick(journeys)) \($0.pick(places))" }),
    (3, { "The \($0.pick(adjectives)) \($0.pick(occupations))" }),
    (2, { "The \($0.pick(abstracts)) of \($0.pick(adjectives)) \($0.pick(creatures))" }),
    (2, { "The \($0.pick(nouns)) \($0.pick(keepers))" }),
  ]

  static let adjectives = [
    "Silent", "Quiet", "Hidden", "Lost", "Forgotten", "Burning", "Broken", "Golden", "Silver",
    "Iron", "Glass", "Paper", "Salt", "Hollow", "Crimson", "Amber", "Distant", "Wild", "Bitter",
    "Sweet", "Drowned", "Sleeping", "Wandering", "Painted", "Midnight", "Northern", "Southern",
    "Eastern", "Western", "Lonely", "Gentle", "Restless", "Shattered", "Fallen", "Faithful",
    "Invisible", "Borrowed", "Stolen", "Vanishing", "Endless", "Ancient", "Pale", "Scarlet",
    "Emerald", "Velvet", "Copper", "Ivory", "Marble", "Crooked", "Narrow", "Shining", "Frozen",
    "Unfinished", "Unquiet", "Whispering", "Weeping", "Hungry", "Patient", "Reluctant",
    "Accidental", "Curious", "Impossible", "Orphaned", "Ruined", "Sunken", "Floating", "Blue",
    "Green", "Grey", "White", "Black", "Red", "Yellow", "Violet", "Dark", "Bright", "Cold", "Warm",
    "Long", "Deep", "Empty", "Open", "Silken", "Wooden", "Winter", "Summer", "Autumn", "Morning",
    "Evening", "Last", "First", "Final", "Little", "Great", "Secret", "Other", "Strange",
    "Beautiful", "Terrible", "Tender", "Savage", "Holy", "Sacred", "Ordinary", "Perfect", "Lucky",
    "Wicked", "Brave", "Careless", "Merciful", "Wounded", "Blind", "Sleepless", "Nameless",
    "Wayward", "Luminous", "Radiant", "Misty", "Windswept", "Sunlit", "Moonlit", "Starlit",
    "Gilded", "Tarnished", "Weathered", "Forsaken", "Enchanted", "Haunted", "Sunless", "Tideless",
    "Unseen", "Undying", "Untold", "Unspoken", "Lantern-Lit", "Half-Remembered", "Rain-Soaked",
  ]

  static let nouns = [
    "Orchard", "Garden", "River", "Harbor", "Lighthouse", "Mill", "Bridge", "House", "Tower",
    "Island", "Shore", "Meadow", "Forest", "Valley", "Mountain", "Lantern", "Clock", "Mirror",
    "Map", "Compass", "Letter", "Key", "Door", "Window", "Bell", "Crown", "Sword", "Ship",
    "Train", "Station", "Hotel", "Library", "Bookshop", "Vineyard", "Chapel", "Cottage", "Manor",
    "Farm", "Field", "Well", "Road", "Gate", "Wall", "Fountain", "Carousel", "Violin", "Piano",
    "Cello", "Telescope", "Atlas", "Quilt", "Locket", "Feather", "Stone", "Shell", "Pearl", "Fox",
    "Wolf", "Raven", "Heron", "Swallow", "Sparrow", "Owl", "Hare", "Stag", "Tiger", "Horse",
    "Whale", "Moth", "Lion", "Falcon", "Crow", "Swan", "Oak", "Willow", "Cedar", "Birch", "Olive",
    "Lemon Tree", "Fig Tree", "Rose", "Lily", "Orchid", "Ivy", "Thistle", "Heather", "Moon", "Sun",
    "Star", "Comet", "Sky", "Sea", "Ocean", "Lake", "Creek", "Canyon", "Desert", "Glacier", "Cave",
    "Cliff", "Hill", "Harvest", "Storm", "Tide", "Flood", "Fire", "Frost", "Snow", "Rain", "Wind",
    "Fog", "Cathedral", "Palace", "Castle", "Fortress", "Citadel", "Abbey", "Monastery",
    "Convent", "Inn", "Tavern", "Market", "Circus", "Theater", "Museum", "Observatory",
    "Greenhouse", "Boathouse", "Ferry", "Caravan", "Balloon", "Kite", "Lamp", "Candle", "Mask",
    "Veil", "Ribbon", "Thread", "Needle", "Loom", "Spindle", "Anchor", "Sail", "Lagoon", "Marsh",
    "Archive", "Courtyard", "Staircase", "Attic", "Cellar", "Chess Set", "Music Box", "Typewriter",
  ]

  static let abstracts = [
    "Silence", "Memory", "Grace", "Mercy", "Longing", "Sorrow", "Light", "Shadow", "Darkness",
    "Ash", "Dust", "Smoke", "Honey", "Thunder", "Time", "Forgetting", "Belonging", "Leaving",
    "Distance", "Wonder", "Fortune", "Ruin", "Glory", "Courage", "Desire", "Exile", "Solitude",
    "Absence", "Devotion", "Innocence", "Vengeance", "Reckoning", "Salvation", "Surrender",
    "Patience", "Kindness", "Madness", "Wanting", "Waiting", "Grief", "Joy", "Faith", "Doubt",
    "Rapture", "Remembrance", "Homecoming", "Departure", "Tenderness", "Betrayal", "Ambition",
    "Mischief", "Gravity", "Weather", "Twilight", "Dawn", "Dusk", "Salt", "Bread", "Blood",
    "Bones", "Wine", "Iron", "Lightning", "Rust", "Embers", "Starlight", "Quiet", "Hope",
  ]

  static let landAdjectives = [
    "Salt", "Northern", "Southern", "Eastern", "Western", "Far", "Lower", "Upper", "Old",
    "Frozen", "Drowned", "Silent", "Burning", "Green", "Grey", "Blue", "Red", "Black", "Golden",
    "Wild", "Quiet", "Forgotten", "Windward", "Sunken", "Hidden", "Distant", "Last", "Outer",
    "Inner", "Lost", "High", "Empty", "Flooded",
  ]

  static let lands = [
    "Marsh", "Coast", "Shore", "Valley", "Hills", "Moor", "Fens", "Delta", "Steppe",
    "Archipelago", "Lagoon", "Quarter", "Frontier", "Border", "Estuary", "Highlands",
    "Lowlands", "Plains", "Islands", "Harbor", "Bay", "Cape", "Peninsula", "Glen", "Heath",
    "Downs", "Flats", "Reef", "Woods", "Provinces", "Mountains", "Narrows", "Shallows",
    "Interior", "Colony", "Republic", "Kingdom", "Empire", "City", "Village", "Country",
    "Territory", "Prairie", "Tundra", "Savanna", "Rainforest", "Backcountry",
  ]

  static let places = [
    "Lisbon", "Prague", "Vienna", "Venice", "Trieste", "Marseille", "Tangier", "Istanbul",
    "Odessa", "Kyoto", "Shanghai", "Havana", "Buenos Aires", "Valparaíso", "Cairo", "Alexandria",
    "Zanzibar", "Lagos", "Nairobi", "Bombay", "Calcutta", "Lahore", "Samarkand", "Kabul", "Tehran",
    "Beirut", "Damascus", "Jerusalem", "Athens", "Naples", "Palermo", "Seville", "Granada",
    "Toledo", "Porto", "Dublin", "Edinburgh", "Cornwall", "Yorkshire", "Provence", "Normandy",
    "Brittany", "Bavaria", "Tuscany", "Sicily", "Andalusia", "Patagonia", "Manitoba", "Montana",
    "Nebraska", "Kansas", "Vermont", "Maine", "Louisiana", "Savannah", "Charleston", "Baltimore",
    "New Orleans", "Brooklyn", "Harlem", "Montreal", "Quebec", "Halifax", "Reykjavík", "Oslo",
    "Stockholm", "Helsinki", "Riga", "Tallinn", "Kraków", "Warsaw", "Budapest", "Bucharest",
    "Sarajevo", "Dubrovnik", "Smyrna", "Tbilisi", "Baku", "Hanoi", "Saigon", "Manila", "Jakarta",
    "Bali", "Penang", "Rangoon", "Kathmandu", "Darjeeling", "Goa", "Madras", "Colombo", "Macau",
    "Hong Kong", "Taipei", "Seoul", "Osaka", "Hokkaido", "Okinawa", "Mombasa", "Dakar",
    "Timbuktu", "Marrakesh", "Fez", "Tunis", "Algiers", "Addis Ababa", "Kinshasa",
    "Johannesburg", "Cape Town", "Lima", "Cusco", "Quito", "Bogotá", "Cartagena", "Caracas",
    "Oaxaca", "Veracruz", "Paris", "Berlin", "Rome", "Florence", "Madrid", "Barcelona",
    "Amsterdam", "Antwerp", "Bruges", "Geneva", "Zurich", "Salzburg", "Sevastopol",
    "St. Petersburg", "Moscow", "Kyiv", "Vilnius", "Galway", "Cork", "Belfast", "Glasgow",
    "Aberdeen", "Bath", "Oxford", "Cambridge", "Dover", "Cádiz", "Valencia", "Bordeaux", "Lyon",
    "Avignon", "Alsace", "Flanders", "Silesia", "Galicia", "Transylvania", "Crete", "Rhodes",
    "Corfu", "Malta", "Sardinia", "Corsica", "Capri", "Santorini", "Anatolia", "Persia",
    "Bengal", "Punjab", "Kerala", "Ceylon", "Siam", "Java", "Sumatra", "Borneo", "Tasmania",
    "Queensland", "Auckland", "Yukon", "Alaska", "Texas", "Santa Fe", "Tucson", "Dakota",
    "Appalachia", "Chicago", "Boston", "Nantucket", "Cape Cod", "Key West", "Oregon",
  ]

  static let occupations = [
    "Cartographer", "Clockmaker", "Bookbinder", "Lighthouse Keeper", "Beekeeper", "Glassblower",
    "Apothecary", "Astronomer", "Botanist", "Ferryman", "Gardener", "Watchmaker", "Printer",
    "Tailor", "Baker", "Shipwright", "Mapmaker", "Violinist", "Translator", "Archivist",
    "Photographer", "Taxidermist", "Perfumer", "Falconer", "Stonemason", "Innkeeper", "Midwife",
    "Surgeon", "Governess", "Magistrate", "Lacemaker", "Weaver", "Potter", "Jeweler",
    "Locksmith", "Chemist", "Cellist", "Painter", "Sculptor", "Diver", "Pilot", "Navigator",
    "Smuggler", "Forger", "Spy", "Alchemist", "Librarian", "Bookseller", "Courier",
    "Telegraphist", "Hatmaker", "Dressmaker", "Engraver", "Organist", "Pianist", "Dancer",
    "Acrobat", "Magician", "Puppeteer", "Cook", "Confectioner", "Vintner", "Fisherman", "Whaler",
    "Shepherd", "Blacksmith", "Silversmith", "Tutor", "Chaplain", "Undertaker", "Gravedigger",
    "Storyteller", "Calligrapher", "Typesetter", "Lamplighter", "Rainmaker", "Stationmaster",
    "Harbormaster", "Postmistress", "Schoolmistress", "Duchess", "Countess", "Admiral", "Colonel",
    "Captain", "Ambassador", "Physician", "Tea Merchant", "Silk Merchant", "Ice Cutter",
  ]

  static let relations = [
    "Daughter", "Son", "Wife", "Widow", "Sister", "Brother", "Apprentice", "Secret", "Promise",
    "House", "Daughters", "Granddaughter", "Lover", "Ghost", "Assistant", "Dream", "Confession",
    "Last Letter", "Map", "Notebook", "Garden", "Children", "Mistake", "Gift", "Legacy", "Lie",
    "Bargain", "Return", "Tale", "Journal", "Wager", "Shadow", "Heir", "Bride", "Orphan", "Rival",
    "Apprentices", "Silence", "War", "Escape", "Lament", "Dilemma", "Inheritance", "Almanac",
  ]

  static let prepositions = [
    "Beneath", "Beyond", "Under", "Across", "Above", "Beside", "Behind", "Inside", "After",
    "Before", "Toward", "Against", "Below", "Through", "Past", "Over", "Within", "Outside",
    "Around", "Upon",
  ]

  static let creatures = [
    "Herons", "Rivers", "Wolves", "Swallows", "Ravens", "Foxes", "Horses", "Whales", "Lilies",
    "Roses", "Willows", "Olives", "Lemons", "Bells", "Lanterns", "Stars", "Tides", "Ghosts",
    "Saints", "Kings", "Queens", "Strangers", "Lovers", "Soldiers", "Pilgrims", "Exiles",
    "Swimmers", "Dreamers", "Keepers", "Thieves", "Orphans", "Angels", "Birds", "Bees", "Moths",
    "Owls", "Crows", "Sparrows", "Fireflies", "Stones", "Clocks", "Mirrors", "Ships", "Trains",
    "Islands", "Mountains", "Fields", "Orchards", "Hills", "Gods", "Giants", "Witches", "Poets",
    "Sailors", "Dancers", "Musicians", "Mapmakers", "Cranes", "Lions", "Tigers", "Deer", "Hares",
  ]

  static let people = [
    "Daughters", "Sons", "Children", "Keepers", "Thieves", "Orphans", "Saints", "Ghosts", "Kings",
    "Queens", "Strangers", "Lovers", "Soldiers", "Pilgrims", "Exiles", "Dreamers", "Sisters",
    "Brothers", "Widows", "Witches", "Poets", "Sailors", "Dancers", "Prisoners", "Guardians",
    "Heirs", "Wanderers", "Mapmakers", "Last Days", "Ballad", "Legend", "Chronicles", "Secrets",
  ]

  static let presentVerbs = [
    "Sleep", "Sing", "Wander", "Gather", "Burn", "Fall", "Rest", "Dream", "Wait", "Go", "Return",
    "Hide", "Drown", "Meet", "Bloom", "Grow", "Dance", "Weep", "Run", "Fly", "Nest", "Roam",
    "Linger", "Vanish", "Pray", "Hunt", "Rise", "Remain",
  ]

  static let pastVerbs = [
    "Remembered", "Knew", "Kept", "Saw", "Carried", "Forgot", "Whispered", "Left Behind",
    "Heard", "Promised", "Buried", "Hid", "Dreamed", "Told", "Took", "Gave", "Owed", "Stole",
    "Meant", "Wanted", "Swallowed", "Returned", "Forgave",
  ]

  static let times = [
    "Winter", "Summer", "Spring", "Season", "Year", "Month", "Night", "Week", "Morning",
    "Sunday", "Christmas", "Decade", "Lifetime", "Day", "Weekend", "Fortnight", "Afternoon",
    "Honeymoon", "Holiday", "Childhood", "Marriage", "Life", "Death", "Murder", "Scandal",
  ]

  static let pluralTimes = [
    "Winters", "Summers", "Springs", "Autumns", "Seasons", "Years", "Nights", "Days", "Weeks",
    "Mornings", "Sundays", "Letters", "Lives", "Funerals", "Weddings", "Journeys", "Houses",
    "Streets", "Rooms", "Murders", "Lessons", "Portraits",
  ]

  static let numbers = [
    "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Twelve", "Forty",
    "A Thousand", "A Hundred",
  ]

  static let measures = [
    "History", "Map", "Season", "Grammar", "Geography", "Theory", "Book", "Catalogue", "Gospel",
    "Almanac", "Museum", "Brief History", "Small History", "Field Guide", "Song", "Portrait",
    "Study", "Dictionary", "Atlas", "Anatomy", "Natural History", "Language", "Taxonomy",
    "Chronicle", "Calendar", "Inventory", "Handbook", "Ledger", "Census", "Little Book",
    "Short Course", "Year",
  ]

  static let writings = [
    "Letters", "Postcards", "Dispatches", "Notes", "Songs", "Stories", "Tales", "Voices",
    "Sketches", "Messages", "News", "Poems",
  ]

  static let songs = [
    "Song of", "Ballad of", "Elegy for", "Requiem for", "Hymn to", "Lullaby for", "Ode to",
    "Lament for", "Return of", "Secret of", "Legend of", "Curse of", "Mystery of", "Voyage of",
  ]

  static let persons = [
    "Girl", "Boy", "Man", "Woman", "Widow", "Stranger", "Child", "Princess", "Prince", "Soldier",
    "Thief", "Old Man", "Old Woman", "Sailor", "Doctor", "Teacher", "Witch", "King", "Queen",
    "Librarian", "Poet", "Bride",
  ]

  static let deeds = [
    "Stole", "Painted", "Counted", "Followed", "Married", "Mapped", "Sold", "Swallowed", "Loved",
    "Forgot", "Named", "Carried", "Chased", "Saved", "Buried", "Drew", "Caught", "Found", "Lost",
    "Burned", "Sang to", "Lied to", "Fell for", "Waited for", "Broke", "Fixed", "Bought",
  ]

  static let keepers = [
    "Keeper", "Thief", "Maker", "Hunter", "Watcher", "Collector", "Singer", "Guardian",
    "Dreamer", "Bride", "Widow", "Queen", "King", "Children", "Sisters", "Society", "Club",
    "Wars", "Affair", "Conspiracy", "Letters", "Diaries", "Murders",
  ]

  static let journeys = [
    "Return to", "Farewell to", "Leaving", "Escape from", "The Road to", "The Train to",
    "Night Boat to", "Last Flight to", "Homeward from", "Snow in", "Rain over", "Goodbye to",
  ]

  static let affairs = [
    "Affair", "Letters", "Diaries", "Notebooks", "Quartet", "Connection", "Conspiracy",
    "Sisters", "Variations", "Inheritance", "Express", "Exchange", "Assignment", "Murders",
    "Dossier", "Legacy", "Cipher", "Gambit", "Ledger", "Story",
  ]

  static let streets = ["Street", "Lane", "Road", "Square", "Hill", "Avenue", "Row", "Place"]
}
