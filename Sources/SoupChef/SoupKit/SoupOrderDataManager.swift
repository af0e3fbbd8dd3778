import Foundation
import Locking
import OpenAppIntents
import SiriSimApp
import TextSafety

/// Keeps the order history (SoupKit's `SoupOrderDataManager`), in the app's ``AppDataStore``.
///
/// Apple's sample keeps the history in its app group's `UserDefaults`; the port keeps it as a
/// list under ``historyKey`` in the app data SiriSim gives the app, so the orders of one run are
/// there in the next. With ``AppDataStore/inMemory()`` every manager starts with an empty history.
///
/// The history keeps the newest `InputLimits.maxOrderHistory` orders, and an order adds one
/// element to the stored list: its cost does not grow with the history. Earlier versions kept the
/// history as one value under the same key; it is read after the list's orders, and removed once
/// the list alone holds as many orders as the history keeps.
///
/// A stored history is read once, when the manager is made. Orders that cannot be read are left
/// out of ``orderHistory`` and named in ``loadProblem``; the stored bytes are kept as they are,
/// and ``placeOrder(order:)`` refuses to write over them until the value is repaired or removed.
public final class SoupOrderDataManager: Sendable {
  /// The key the history is stored under in the app's data.
  public static let historyKey = "orderHistory"

  /// The most orders the history keeps: the newest.
  public static let historyLimit = InputLimits.maxOrderHistory

  private struct History {
    var orders: [Order]
    var problem: String?
    /// The position of the newest order of the stored list this manager has seen.
    var end: Int64 = 0
    /// How many orders the stored list holds, as far as this manager knows.
    var listCount = 0
    /// Whether an earlier version's whole-history value is still stored.
    var hasOldHistory = false
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
  /// and stores it; the oldest orders past ``historyLimit`` are forgotten.
  ///
  /// The identifier is one no order in the history has: a fixed environment's identifiers start
  /// over each run, and the history outlives the run.
  ///
  /// - Throws: ``OrderHistoryError`` when the stored history could not be read (it is not
  ///   written over) or the order could not be stored; the order is then not placed.
  @discardableResult
  public func placeOrder(order: Order) throws(OrderHistoryError) -> Order {
    try history.withLock { history throws(OrderHistoryError) -> Order in
      if let problem = history.problem {
        throw OrderHistoryError.historyUnreadable(problem)
      }
      var placed = order
      placed.date = environment.now()
      var others: [Order] = []
      let position: Int64
      do {
        // Added in one step: `added` are the orders another SiriSim on the same store placed
        // since this one last looked, which the new identifier must not repeat either.
        (_, position) = try appData.append(
          OrderRecord.self, toListForKey: Self.historyKey, after: history.end,
          keepingNewest: Self.historyLimit
        ) { added in
          // An order another version wrote that this one can't read stays stored, unshown.
          others = added.compactMap { element in try? element.result.get().order() }
          var identifier = environment.makeUUID()
          while others.contains(where: { $0.identifier == identifier })
            || history.orders.contains(where: { $0.identifier == identifier })
          {
            identifier = environment.makeUUID()
          }
          placed.identifier = identifier
          return OrderRecord(placed)
        }
      } catch {
        throw OrderHistoryError.notSaved("\(error)")
      }
      history.orders = Array(([placed] + others + history.orders).prefix(Self.historyLimit))
      history.end = position
      history.listCount = min(Self.historyLimit, history.listCount + others.count + 1)
      if history.hasOldHistory && history.listCount >= Self.historyLimit {
        // Every order of the old value is now past the limit.
        if (try? appData.removeValue(forKey: Self.historyKey)) != nil {
          history.hasOldHistory = false
        }
      }
      return placed
    }
  }

  /// The orders, newest first: those that could be read when the history was loaded, and those
  /// placed since; at most ``historyLimit``.
  public var orderHistory: [Order] { history.withLock { $0.orders } }

  /// Why the stored history, or some of its orders, could not be read; `nil` when all of it was.
  public var loadProblem: String? { history.withLock { $0.problem } }

  /// The stored history: the newest orders that can be read, and what went wrong with the
  /// others.
  private static func loadHistory(from appData: AppDataStore) -> History {
    var stored: [ReadableElement<OrderRecord>]
    let end: Int64
    var hasOldHistory = false
    var listCount = 0
    do {
      (stored, end) = try appData.list(
        OrderRecord.self, forKey: historyKey, newest: historyLimit)
      listCount = stored.count
      switch try appData.value(StoredList<OrderRecord>.self, forKey: historyKey)?.result {
      case nil: break
      case .success(let elements):
        hasOldHistory = true
        stored += elements.prefix(historyLimit - stored.count)
      case .failure(let error):
        let problem = "The stored order history is not a list of orders: "
        return History(orders: [], problem: problem + StoredValueError(error).description)
      }
    } catch {
      return History(orders: [], problem: "The stored order history can't be read: \(error)")
    }
    let read = stored.readEach(element: "order", elements: "orders", list: "stored history") {
      try $0.order()
    }
    var history = History(orders: read.values, problem: read.problem)
    history.end = end
    history.listCount = listCount
    history.hasOldHistory = hasOldHistory
    return history
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
