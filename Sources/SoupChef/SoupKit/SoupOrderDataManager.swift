import Foundation
import Locking
import OpenAppIntents

/// Keeps the order history (SoupKit's `SoupOrderDataManager`), in the app's ``AppDataStore``.
///
/// Apple's sample keeps the history in its app group's `UserDefaults`; the port keeps it under
/// ``historyKey`` in the app data SiriSim gives the app, so the orders of one run are there in
/// the next. With ``AppDataStore/inMemory()`` every manager starts with an empty history.
///
/// A stored history is read once, when the manager is made. Orders that cannot be read are left
/// out of ``orderHistory`` and named in ``loadProblem``; the stored bytes are kept as they are,
/// and ``placeOrder(order:)`` refuses to write over them until the value is repaired or removed.
public final class SoupOrderDataManager: Sendable {
  /// The key the history is stored under in the app's data.
  public static let historyKey = "orderHistory"

  private struct History {
    var orders: [Order]
    var problem: String?
  }

  private let environment: IntentEnvironment
  private let appData: AppDataStore
  private let history: Locked<History>

  /// A manager over the history kept in `appData` (by default an empty one in memory), whose
  /// orders are stamped by the environment's clock and identifiers.
  public init(environment: IntentEnvironment = .live, appData: AppDataStore = .inMemory()) {
    self.environment = environment
    self.appData = appData
    history = Locked(Self.loadHistory(from: appData))
  }

  /// Places an order: stamps its date and a new identifier, adds it to the front of the history
  /// and stores the history.
  ///
  /// The identifier is one no order in the history has: a fixed environment's identifiers start
  /// over each run, and the history outlives the run.
  ///
  /// - Throws: ``OrderHistoryError`` when the stored history could not be read (it is not
  ///   written over) or the new history could not be stored; the order is then not placed.
  @discardableResult
  public func placeOrder(order: Order) throws(OrderHistoryError) -> Order {
    try history.withLock { history throws(OrderHistoryError) -> Order in
      if let problem = history.problem {
        throw OrderHistoryError.historyUnreadable(problem)
      }
      var placed = order
      placed.date = environment.now()
      var orders: [Order] = []
      do {
        // Read and written in one step: another SiriSim on the same store may have ordered too.
        try appData.update([OrderRecord].self, forKey: Self.historyKey) { records in
          let stored = try (records ?? []).map { record in try record.order() }
          var identifier = environment.makeUUID()
          while stored.contains(where: { $0.identifier == identifier }) {
            identifier = environment.makeUUID()
          }
          placed.identifier = identifier
          orders = [placed] + stored
          return orders.map(OrderRecord.init)
        }
      } catch {
        throw OrderHistoryError.notSaved("\(error)")
      }
      history.orders = orders
      return placed
    }
  }

  /// The orders, newest first: those that could be read when the history was loaded, and those
  /// placed since.
  public var orderHistory: [Order] { history.withLock { $0.orders } }

  /// Why the stored history, or some of its orders, could not be read; `nil` when all of it was.
  public var loadProblem: String? { history.withLock { $0.problem } }

  /// The stored history: every order that can be read, and what went wrong with the others.
  private static func loadHistory(from appData: AppDataStore) -> History {
    let stored: [ReadableElement<OrderRecord>]
    do {
      switch try appData.value(StoredList<OrderRecord>.self, forKey: historyKey)?.result {
      case nil: return History(orders: [], problem: nil)
      case .success(let elements): stored = elements
      case .failure(let error):
        let problem = "The stored order history is not a list of orders: "
        return History(orders: [], problem: problem + StoredValueError(error).description)
      }
    } catch {
      return History(orders: [], problem: "The stored order history can't be read: \(error)")
    }
    var orders: [Order] = []
    var problems: [String] = []
    for (index, element) in stored.enumerated() {
      do {
        orders.append(try element.result.get().order())
      } catch {
        problems.append("order \(index + 1): \(StoredValueError(error).description)")
      }
    }
    guard !problems.isEmpty else { return History(orders: orders, problem: nil) }
    let summary =
      "\(problems.count) of the \(stored.count) orders in the stored history can't be read"
    let details = problems.joined(separator: "; ")
    return History(orders: orders, problem: "\(summary) (\(details)).")
  }
}

/// Why an order could not be placed in the history.
public enum OrderHistoryError: Error, Sendable, Equatable, CustomLocalizedStringResourceConvertible
{
  /// The stored history could not be read, so writing it would lose orders.
  case historyUnreadable(String)
  /// The history could not be stored.
  case notSaved(String)

  public var localizedStringResource: LocalizedStringResource {
    switch self {
    case .historyUnreadable(let problem):
      return "Sorry, your order wasn't placed. \(problem)"
    case .notSaved(let problem):
      return "Sorry, your order wasn't placed: Soup Chef couldn't save it (\(problem))."
    }
  }
}
