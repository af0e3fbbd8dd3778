// Core Spotlight as App Intents uses it, for the check: `import CoreSpotlight` finds this module
// and `#if canImport(CoreSpotlight)` holds. CSSearchableIndex, CSSearchableItem,
// CSSearchableItemAttributeSet and CSCustomAttributeKey are OpenAppIntents' own.
@_exported import OpenAppIntents
