internal import CSDL2
import Foundation

/// One corner of a triangle: where it is (in points), its color, and where
/// it samples a texture (0...1 across the texture).
public struct Vertex: Equatable, Sendable {
  public var position: CGPoint
  public var color: Color
  public var texCoord: CGPoint

  public init(position: CGPoint, color: Color, texCoord: CGPoint = .zero) {
    self.position = position
    self.color = color
    self.texCoord = texCoord
  }
}

/// A list of triangles for `SDL_RenderGeometry`: vertices, and indices into
/// them taken three at a time.
///
/// Everything the view tree draws becomes a mesh: a rotated rectangle is two
/// triangles, a rounded one is a fan, a soft shadow is rings whose vertex
/// alpha falls off, and a 3D flip is a grid of textured quads.
public struct Mesh: Equatable, Sendable {
  public var vertices: [Vertex] = []
  public var indices: [Int32] = []

  public init() {}

  public init(vertices: [Vertex], indices: [Int32]) {
    self.vertices = vertices
    self.indices = indices
  }

  public var isEmpty: Bool { indices.isEmpty }

  /// Adds a vertex and returns its index.
  @discardableResult
  public mutating func add(_ vertex: Vertex) -> Int32 {
    vertices.append(vertex)
    return Int32(vertices.count - 1)
  }

  /// Index by index: an array literal of them would be allocated each call.
  public mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
    indices.append(a)
    indices.append(b)
    indices.append(c)
  }

  /// Adds the quad a-b-c-d (in order around its edge) as two triangles.
  public mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
    addTriangle(a, b, c)
    addTriangle(a, c, d)
  }

  /// Appends another mesh, offsetting its indices.
  public mutating func append(_ other: Mesh) {
    let base = Int32(vertices.count)
    vertices.append(contentsOf: other.vertices)
    indices.append(contentsOf: other.indices.map { $0 + base })
  }

  /// Appends the mesh's vertices to `buffer` in SDL's own vertex layout.
  /// Texture coordinates (0...1 of a picture) are mapped into
  /// `texturePart`, where the picture is in the texture drawn from (0...1
  /// of that texture: an atlas page's part).
  func appendSDLVertices(to buffer: inout [SDL_Vertex], texturePart: CGRect) {
    let (x, y, w, h) = (texturePart.minX, texturePart.minY, texturePart.width, texturePart.height)
    for v in vertices {
      let b = v.color.bytes
      buffer.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(v.position.x), y: Float(v.position.y)),
          color: SDL_Color(r: b.r, g: b.g, b: b.b, a: b.a),
          tex_coord: SDL_FPoint(x: Float(x + v.texCoord.x * w), y: Float(y + v.texCoord.y * h))))
    }
  }
}
