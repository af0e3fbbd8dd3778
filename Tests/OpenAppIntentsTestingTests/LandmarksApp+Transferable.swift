// The Landmarks app's entities as Apple's pages on importing and exporting assume them:
// `Transferable`, so a test can export one as a file (or a value) and resolve one from it.
import Foundation
import OpenAppIntents

/// What a landmark is as JSON: its identifier, name and state.
struct LandmarkRecord: Codable, Transferable {
  var id: String
  var name: String
  var state: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
  }
}

/// A landmark that is not one of ``LandmarkEntity/all``.
struct UnknownLandmark: Error, CustomStringConvertible {
  let name: String
  var description: String { "No landmark is named “\(name)”." }
}

extension LandmarkEntity: Transferable {
  /// As JSON first, then as its name (plain text), which finds the landmark of that name.
  static var transferRepresentation: some TransferRepresentation {
    ProxyRepresentation { (landmark: LandmarkEntity) in
      LandmarkRecord(id: landmark.id, name: landmark.name, state: landmark.state)
    } importing: { (record: LandmarkRecord) in
      LandmarkEntity(id: record.id, name: record.name, state: record.state)
    }
    ProxyRepresentation { (landmark: LandmarkEntity) in
      landmark.name
    } importing: {
      (name: String) in
      guard let landmark = LandmarkEntity.all.first(where: { $0.name == name }) else {
        throw UnknownLandmark(name: name)
      }
      return landmark
    }
  }
}

/// What a session is as JSON.
struct SessionRecord: Codable {
  var sessionId: String
  var startTime: Date
  var name: String?
  var age: Int?
}

extension UserSessionEntity: Transferable {
  /// As JSON, both ways; as a line of plain text, out only.
  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .json) { (session: UserSessionEntity) in
      try JSONEncoder().encode(
        SessionRecord(
          sessionId: session.sessionId, startTime: session.startTime, name: session.name,
          age: session.age))
    } importing: { data in
      let record = try JSONDecoder().decode(SessionRecord.self, from: data)
      let session = UserSessionEntity()
      session.sessionId = record.sessionId
      session.startTime = record.startTime
      session.name = record.name
      session.age = record.age
      return session
    }
    DataRepresentation(exportedContentType: .plainText) { (session: UserSessionEntity) in
      Data("Session \(session.sessionId) of \(session.name ?? "someone")".utf8)
    }
  }
}
