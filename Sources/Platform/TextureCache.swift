/// A bounded cache of textures, least recently used out first.
///
/// Text and images are uploaded once and drawn many times; this keeps the
/// upload off the per-frame path without growing without end.
final class TextureCache<Key: Hashable> {
  private var entries: [Key: Entry] = [:]

  /// A texture, when it was last used, and the object it was made from,
  /// held weakly: once that object is gone, `removeDeadOwners()` drops
  /// the texture. A class, so that a hit updates its use in place: a
  /// dictionary value of a struct holding a weak reference is copied, weak
  /// reference and all, on every read and write, and the map reads a few
  /// hundred a frame.
  final class Entry {
    let texture: Texture
    var lastUse: UInt64
    weak var owner: AnyObject?
    /// True if it was made with an owner (which may be gone since).
    let hadOwner: Bool

    init(texture: Texture, lastUse: UInt64, owner: AnyObject?) {
      self.texture = texture
      self.lastUse = lastUse
      self.owner = owner
      hadOwner = owner != nil
    }
  }
  private var clock: UInt64 = 0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  var count: Int { entries.count }

  /// The cached texture for `key`, or a new one from `make`. An `owner`
  /// is the object the texture is made from, for `removeDeadOwners()`; a
  /// key made from an owner must never name another one (`Bitmap.serial`),
  /// since a hit does not look at the owner.
  func texture(
    for key: Key, owner: AnyObject? = nil, make: () throws(PlatformError) -> Texture
  ) throws(PlatformError) -> Texture {
    clock += 1
    if let hit = entries[key] {
      hit.lastUse = clock
      return hit.texture
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
    entries = entries.filter { !$0.value.hadOwner || $0.value.owner != nil }
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
