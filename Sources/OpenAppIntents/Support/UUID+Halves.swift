import Foundation

extension UUID {
  /// A UUID made of two 64-bit numbers, `first`'s bytes then `second`'s (each least significant
  /// first), with RFC 9562's variant and `version` (4 for random numbers, 8 for hashes) set.
  ///
  /// For identifiers that replay: a seeded environment's (`IntentEnvironment`) and a transient
  /// entity's, named by a hash of its values.
  package init(_ first: UInt64, _ second: UInt64, version: UInt8) {
    var bytes = (0..<8).map { UInt8(truncatingIfNeeded: first >> (8 * $0)) }
    bytes += (0..<8).map { UInt8(truncatingIfNeeded: second >> (8 * $0)) }
    bytes[6] = (bytes[6] & 0x0F) | (version << 4)
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}
