// SwiftUI re-exports Observation: a view or an intent's model written `@Observable` beside
// `import SwiftUI` compiles with only OpenAppIntents in its place. (Observation is part of the
// Swift toolchain on Linux.)
@_exported import Observation
