/// A bounded cache of textures, least recently used out first.
///
/// Text and images are uploaded once and drawn many times; this keeps the
/// upload off the per-frame path without growing without end.
final class TextureCache<Key: Hashable> {
  private var entries: [Key: (texture: Texture, lastUse: UInt64)] = [:]
  private var clock: UInt64 = 0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  var count: Int { entries.count }

  func texture(for key: Key, make: () throws(PlatformError) -> Texture) throws(PlatformError)
    -> Texture
  {
    clock += 1
    if let hit = entries[key] {
      entries[key] = (hit.texture, clock)
      return hit.texture
    }
    let texture = try make()
    if entries.count >= capacity { evictOldestHalf() }
    entries[key] = (texture, clock)
    return texture
  }

  func removeValue(for key: Key) {
    entries[key] = nil
  }

  private func evictOldestHalf() {
    let sorted = entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, _) in sorted.prefix(capacity / 2) { entries[key] = nil }
  }
}
