import Foundation

/// What each kind of compiler error teaches the stand-ins.
extension StandIns {
  /// Learns what one error says is missing, used as `use` shows.
  mutating func learn(_ missing: CompilerDiagnostic.Missing, at use: Use) -> Lesson {
    switch missing {
    case .type(let name), .value(let name):
      return learnName(name, isType: missing == .type(name), at: use)
    case .moduleType(let module, let name):
      guard !excluded.contains(module), !Self.frameworks.contains(module) else {
        return .notTheApps
      }
      if entries[module] == nil { entries[module] = Entry(kind: .type, firstUse: use.place) }
      return entries[module]?.nestedTypes.insert(name).inserted == true ? .new : .known
    case .moduleMember(let module, let name):
      guard !excluded.contains(module), !Self.frameworks.contains(module) else {
        return .notTheApps
      }
      if entries[module] == nil { entries[module] = Entry(kind: .type, firstUse: use.place) }
      let member = Self.member(name, isStatic: true, at: use)
      return entries[module]?.members.insert(member).inserted == true ? .new : .known
    case .staticMember(let type, let name), .instanceMember(let type, let name):
      let isStatic = missing == .staticMember(type: type, member: name)
      return learnMember(name, of: type, isStatic: isStatic, at: use)
    case .nestedType(let name, let type):
      guard entries[type] != nil else { return .notTheApps }
      return entries[type]?.nestedTypes.insert(name).inserted == true ? .new : .known
    case .conformance(let type, let proto):
      guard entries[type] != nil else { return .notTheApps }
      return entries[type]?.conformances.insert(proto).inserted == true ? .new : .known
    case .callArguments:
      return learnInitializer(at: use)
    }
  }

  /// A name the files use that nothing declares: a stand-in, with the initializer it is called
  /// with when it is a type called as one.
  mutating func learnName(_ name: String, isType: Bool, at use: Use) -> Lesson {
    guard !excluded.contains(name) else { return .notTheApps }
    guard entries[name] == nil else { return .known }
    let kind = Self.kind(of: name, in: use.line, column: use.column, isType: isType)
    var entry = Entry(
      kind: kind, genericArity: Self.genericArity(of: name, in: use.line, from: use.column),
      firstUse: use.place)
    let labels = Self.argumentLabels(after: name, in: use)
    if kind == .type, let labels, !labels.isEmpty { entry.initializers.insert(labels) }
    if case .value(isCall: true) = kind { entry.callLabels = labels ?? [] }
    if kind == .type {
      // `Server.Identifier`: a capitalized member is a type nested in it.
      let chained = Self.chainedMembers(after: name, in: use)
      entry.members = chained.filter { $0.name.first?.isUppercase == false }
      entry.nestedTypes = Set(chained.filter { $0.name.first?.isUppercase == true }.map(\.name))
    }
    entries[name] = entry
    return .new
  }

  /// A member the files use of a type: the stand-in's, or an extension of a type the app
  /// extends (App Intents' own types are never extended: a missing member there is SiriSim's).
  mutating func learnMember(_ name: String, of type: String, isStatic: Bool, at use: Use)
    -> Lesson
  {
    var member = Self.member(name, isStatic: isStatic, at: use)
    if let entry = entries[type] {
      guard entry.kind == .type else { return .known }
      return entries[type]?.members.insert(member).inserted == true ? .new : .known
    }
    guard !AppIntentsNames.all.contains(type), !Self.genericNames.contains(type) else {
      return .notTheApps
    }
    let extended = !isStatic && member.isCall && Self.viewTypes.contains(type) ? "View" : type
    if extended == "View" { member.isOfOwnType = true }
    if extensions[extended] == nil {
      extensions[extended] = Entry(kind: .type, firstUse: use.place)
    }
    return extensions[extended]?.members.insert(member).inserted == true ? .new : .known
  }

  /// An initializer a call needs of its type: the call is found around the error's column.
  mutating func learnInitializer(at use: Use) -> Lesson {
    guard let (type, labels) = Self.initializerCall(at: use) else { return .notTheApps }
    if entries[type] != nil {
      return entries[type]?.initializers.insert(labels).inserted == true ? .new : .known
    }
    guard !AppIntentsNames.all.contains(type), type.first?.isUppercase == true else {
      return .notTheApps
    }
    if extensions[type] == nil {
      extensions[type] = Entry(kind: .type, firstUse: use.place)
    }
    return extensions[type]?.initializers.insert(labels).inserted == true ? .new : .known
  }

  /// The members a use reads of a type at once, so one build learns them with the type:
  /// `HabitStore.shared.log(habit)` uses static `shared` and, of that instance, `log(_:)`.
  static func chainedMembers(after name: String, in use: Use) -> Set<Member> {
    let line = use.line
    let start =
      line.index(line.startIndex, offsetBy: max(0, use.column - 1), limitedBy: line.endIndex)
      ?? line.startIndex
    guard let range = line[start...].range(of: name) else { return [] }
    let chain = #/^\.([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?(?:\.([A-Za-z_][A-Za-z0-9_]*))?/#
    guard let match = line[range.upperBound...].firstMatch(of: chain) else { return [] }
    let first = String(match.output.1)
    // `GlucoseStored.self`, `Preset.init(…)`: the type itself, not a member.
    guard !["self", "init", "Type", "Protocol"].contains(first) else { return [] }
    let column = line.distance(from: line.startIndex, to: range.upperBound) + 1
    let at = Use(text: use.text, column: column, place: use.place)
    var members: Set<Member> = [member(first, isStatic: true, at: at)]
    if sharedInstanceNames.contains(first), let second = match.output.2 {
      members.insert(member(String(second), isStatic: false, at: at))
    }
    return members
  }

  /// A member as the use shows it: called (with which labels), or an implicit member of its
  /// own type (`.daily`, an enum case).
  static func member(_ name: String, isStatic: Bool, at use: Use) -> Member {
    let labels = argumentLabels(after: name, in: use)
    return Member(
      name: name, isStatic: isStatic, isCall: labels != nil, labels: labels ?? [],
      isOfOwnType: isStatic && isImplicitMember(name, in: use.line, from: use.column))
  }

  /// Names that stand for another type where they are used (`Self`, a protocol's associated
  /// type, a generic parameter): a member missing on one is not an extension of that name.
  static let genericNames: Set<String> = [
    "Self", "ID", "T", "U", "Value", "Element", "Wrapped", "Content", "Body", "Label", "Entry",
  ]

  /// Apple's frameworks, which OpenAppIntents or Foundation stand in for: a type or member
  /// missing in one is SiriSim's to add, never a stand-in named as the framework.
  static let frameworks: Set<String> = [
    "AppIntents", "SwiftUI", "WidgetKit", "Foundation", "UIKit", "CoreData", "CoreGraphics",
    "ImageIO", "UniformTypeIdentifiers", "CoreTransferable", "ActivityKit", "CoreSpotlight",
  ]

  /// SwiftUI's view types (as OpenAppIntents declares them): a modifier the app calls on one
  /// of them is an extension of `View`.
  static let viewTypes: Set<String> = [
    "View", "VStack", "HStack", "ZStack", "Group", "Label", "Button", "Link", "Toggle",
    "Spacer", "ForEach", "ModifiedContent", "EmptyView", "AnyView", "TupleView", "Circle",
    "Rectangle", "RoundedRectangle", "Capsule", "ProgressView", "Gauge", "ContainerRelativeShape",
    "Picker", "DisclosureGroup",
  ]
}
