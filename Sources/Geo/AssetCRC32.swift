/// CRC-32 as zlib's `crc32` and Python's `zlib.crc32` compute it (IEEE 802.3:
/// reflected polynomial 0xEDB88320, initial value and final XOR 0xFFFFFFFF),
/// so a checksum written by Scripts/build_map_assets.py verifies here.
///
/// Method: "slicing by 8". Table 0 is the classic byte-at-a-time table; table
/// k holds the CRC of a byte followed by k zero bytes, so eight input bytes
/// fold into the register with eight lookups and no data-dependent branch.
enum AssetCRC32 {
  /// Eight tables of 256 entries, one after another.
  static let tables: [UInt32] = makeTables()

  private static func makeTables() -> [UInt32] {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
      tables[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = tables[(slice - 1) * 256 + byte]
        tables[slice * 256 + byte] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
      }
    }
    return tables
  }

  /// The CRC-32 of `bytes[range]`.
  static func checksum(_ bytes: [UInt8], in range: Range<Int>) -> UInt32 {
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
    return bytes.withUnsafeBufferPointer { data in
      tables.withUnsafeBufferPointer { table in
        var crc: UInt32 = 0xFFFF_FFFF
        var index = range.lowerBound
        while range.upperBound - index >= 8 {
          let low =
            crc
            ^ (UInt32(data[index]) | UInt32(data[index + 1]) << 8
              | UInt32(data[index + 2]) << 16 | UInt32(data[index + 3]) << 24)
          let high =
            UInt32(data[index + 4]) | UInt32(data[index + 5]) << 8
            | UInt32(data[index + 6]) << 16 | UInt32(data[index + 7]) << 24
          crc =
            table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
            ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
            ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
            ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
          index += 8
        }
        while index < range.upperBound {
          crc = (crc >> 8) ^ table[Int((crc ^ UInt32(data[index])) & 0xFF)]
          index += 1
        }
        return crc ^ 0xFFFF_FFFF
      }
    }
  }

  /// The CRC-32 of all of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    checksum(bytes, in: 0..<bytes.count)
  }
}
