/// A bounded cache of textures, least recently used out first.
///
/// Text and images are uploaded once and drawn many times; this keeps the
/// upload off the per-frame path without growing without end.
final class TextureCache<Key: Hashable> {
  private var entries: [Key: (texture: Texture, lastUse: UInt64, owner: Weak)] = [:]

  /// The object a texture was made from, held weakly: an identifier can be
  /// reused by a new object once the old one is gone.
  struct Weak {
    weak var object: AnyObject?
    /// True if it was made with an object (which may be gone since).
    let wasSet: Bool

    init(object: AnyObject?) {
      self.object = object
      wasSet = object != nil
    }
  }
  private var clock: UInt64 = 0
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
  }

  var count: Int { entries.count }

  /// The cached texture for `key`, or a new one from `make`. With an
  /// `owner`, a hit counts only while that same object is alive.
  func texture(
    for key: Key, owner: AnyObject? = nil, make: () throws(PlatformError) -> Texture
  ) throws(PlatformError) -> Texture {
    clock += 1
    if let hit = entries[key], owner == nil || hit.owner.object === owner {
      entries[key] = (hit.texture, clock, hit.owner)
      return hit.texture
    }
    let texture = try make()
    if entries.count >= capacity { evictOldestHalf() }
    // Now and then, the textures of owners that are gone: an owner's
    // texture is otherwise kept until the cache is full.
    if entries.count.isMultiple(of: Self.pruneInterval) { removeDeadOwners() }
    entries[key] = (texture, clock, Weak(object: owner))
    return texture
  }

  func contains(_ key: Key) -> Bool { entries[key] != nil }

  /// True if `texture(for:owner:make:)` would return a hit, without using it.
  func contains(_ key: Key, owner: AnyObject) -> Bool {
    entries[key].map { $0.owner.object === owner } ?? false
  }

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
    entries = entries.filter { !$0.value.owner.wasSet || $0.value.owner.object != nil }
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
