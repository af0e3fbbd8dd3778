import Foundation

extension AppDependencyManager {
  /// Why a dependency could not be had: it was never added, its closure threw, or it is of
  /// another type than the one asked for.
  ///
  /// Unchecked `Sendable`: the key is Apple's `AnyHashable`, and the metatypes are only named.
  public enum Error<Value>: Swift.Error, LocalizedError, @unchecked Sendable {
    /// The closure that makes the dependency threw.
    case failedToLoadDependency(AnyHashable, Value.Type)
    /// No dependency of this type (and key) was added.
    case failedToRetrieveDependency(AnyHashable, Value.Type)
    /// The dependency added under the key is of another type.
    case incorrectDependencyType(AnyHashable, Value.Type, any Any.Type)

    /// What went wrong, naming the dependency's type and key.
    public var errorDescription: String? {
      switch self {
      case .failedToLoadDependency(let key, let type):
        return "The dependency of type \(type) (key \(key)) could not be made: its closure threw."
      case .failedToRetrieveDependency(let key, let type):
        return "No dependency of type \(type) (key \(key)) was added to AppDependencyManager."
      case .incorrectDependencyType(let key, let type, let found):
        return "The dependency under the key \(key) is a \(found), not a \(type)."
      }
    }
  }
}
