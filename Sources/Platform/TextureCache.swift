/// A bounded cache of textures, least recently used out first.
///
/// Text and images are uploaded once and drawn many times; this keeps the
/// upload off the per-frame path without growing without end.
final class TextureCache<Key: Hashable> {
  private var entries: [Key: Entry] = [:]

  /// A texture, when it was last used, and the lifetime of the bitmap it
  /// was made from: once that bitmap is gone, `removeDeadOwners()` drops
  /// the texture. The lifetime, not a weak reference to the bitmap: the
  /// first weak reference to an object allocates its side table, on the
  /// main thread, for every bitmap uploaded, where the lifetime is made
  /// with the bitmap, on the thread that makes it (Bitmap.swift). A struct
  /// holding no weak reference, updated in place by a hit
  /// (`texture(for:owner:make:)`), so that keeping one allocates nothing
  /// but the dictionary's own growth.
  struct Entry {
    let texture: Texture
    var lastUse: UInt64
    let owner: Bitmap.Lifetime?
  }
  private var clock: UInt64 = 0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  var count: Int { entries.count }

  /// The cached texture for `key`, or a new one from `make`. An `owner`
  /// is the lifetime of the bitmap the texture is made from, for
  /// `removeDeadOwners()`; a key made from an owner must never name
  /// another one (`Bitmap.serial`), since a hit does not look at the owner.
  func texture(
    for key: Key, owner: Bitmap.Lifetime? = nil, make: () throws(PlatformError) -> Texture
  ) throws(PlatformError) -> Texture {
    clock += 1
    if let hit = entries.index(forKey: key) {
      entries.values[hit].lastUse = clock  // in place: one lookup, no copy
      return entries.values[hit].texture
    }
    let texture = try make()
    if entries.count >= capacity { evictOldestHalf() }
    // Now and then, the textures of owners that are gone: an owner's
    // texture is otherwise kept until the cache is full.
    if entries.count.isMultiple(of: Self.pruneInterval) { removeDeadOwners() }
    entries[key] = Entry(texture: texture, lastUse: clock, owner: owner)
    return texture
  }

  /// True if `texture(for:owner:make:)` would return a hit, without using it.
  func contains(_ key: Key) -> Bool { entries[key] != nil }

  /// Takes the entry out and returns its texture.
  @discardableResult
  func removeValue(for key: Key) -> Texture? {
    entries.removeValue(forKey: key)?.texture
  }

  /// The bytes of the textures' pixels.
  var bytes: Int { entries.values.reduce(0) { $0 + $1.texture.byteCount } }

  /// Misses between two sweeps for textures whose owner is gone.
  static var pruneInterval: Int { 64 }

  /// Drops the textures made for an owner that is gone. Entries made
  /// without an owner stay.
  func removeDeadOwners() {
    entries = entries.filter { !($0.value.owner?.hasEnded ?? false) }
  }

  /// Drops every texture.
  func removeAll() {
    entries.removeAll()
  }

  private func evictOldestHalf() {
    let sorted = entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, _) in sorted.prefix(capacity / 2) { entries[key] = nil }
  }
}
