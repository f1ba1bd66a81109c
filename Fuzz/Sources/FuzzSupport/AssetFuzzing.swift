import Foundation
import Geo

/// Feeds one fuzzer input to a map asset reader, whole-file bytes in.
///
/// Every asset opens with a 16-byte header (magic, version, payload length,
/// CRC-32 of the payload) that the reader checks before decoding anything,
/// so a mutated input almost never gets past it. Each input is therefore
/// read twice: as it is, which exercises the header checks, and with the
/// header's length and checksum rewritten to fit the bytes after it, which
/// reaches the decoder. The magic and version are left alone: the seeds
/// have them right, and mutating them only tests four comparisons.
public enum AssetFuzzing {
  /// The name the readers are given for the bytes; their errors must name it.
  public static let path = "fuzz-input.bin"

  /// Reads the input as it is and with its header repaired; `read` may
  /// return or throw `GeoAssetError`, and anything else is a crash.
  public static func run(
    _ start: UnsafeRawPointer, _ count: Int, read: (Data) throws(GeoAssetError) -> Void
  ) {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    attempt(bytes, read)
    if let repaired = withHeaderRepaired(bytes), repaired != bytes {
      attempt(repaired, read)
    }
  }

  private static func attempt(_ bytes: [UInt8], _ read: (Data) throws(GeoAssetError) -> Void) {
    do {
      try read(Data(bytes))
    } catch {
      FuzzCheck.require(error.path == path, "the error names \(error.path), not \(path)")
      FuzzCheck.require(
        error.description.hasPrefix("cannot read asset \(path): "),
        "the error does not open with the file: \(error.description)")
      FuzzCheck.require(
        !error.description.contains(where: \.isNewline),
        "the error is not one line: \(error.description)")
    }
  }

  /// `bytes` with the header's payload length and CRC-32 made to match the
  /// bytes after the header; nil when there are not enough for a header.
  public static func withHeaderRepaired(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count >= 16 else { return nil }
    var repaired = bytes
    let length = UInt32(truncatingIfNeeded: bytes.count - 16)
    let crc = CRC32.checksum(bytes[16...])
    for index in 0..<4 {
      repaired[8 + index] = UInt8(truncatingIfNeeded: length >> (8 * index))
      repaired[12 + index] = UInt8(truncatingIfNeeded: crc >> (8 * index))
    }
    return repaired
  }
}

/// CRC-32 as zlib computes it (reflected polynomial 0xEDB88320, initial
/// value and final XOR 0xFFFFFFFF), a byte at a time: Geo's own is internal,
/// and a second, plain implementation also cross-checks it.
enum CRC32 {
  static let table: [UInt32] = (0..<256).map { byte in
    var crc = UInt32(byte)
    for _ in 0..<8 {
      crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
    }
    return crc
  }

  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = (crc >> 8) ^ table[Int((crc ^ UInt32(byte)) & 0xFF)]
    }
    return crc ^ 0xFFFF_FFFF
  }
}
