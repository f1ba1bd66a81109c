import Foundation
import Platform
import Testing

@testable import ViewKit

/// A controller whose view, or a subview filling it, holds a pan named
/// "content", as a pushed map's view does; it notes the move the pan
/// began on.
@MainActor
final class PanContent: ViewController {
  let pan = PanGestureRecognizer()
  private let panOnSubview: Bool
  /// Counted by the drag that feeds the window (`EdgeDrag`).
  var beganOnMove: Int?
  weak var drag: EdgeDrag?

  init(_ name: String, panOnSubview: Bool = false) {
    self.panOnSubview = panOnSubview
    super.init()
    title = name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    pan.name = "content"
    pan.addAction { [unowned self] in
      if $0.state == .began { beganOnMove = drag?.moves }
    }
    if panOnSubview {
      let inner = View(frame: view.bounds)
      inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(inner)
      inner.addGestureRecognizer(pan)
    } else {
      view.addGestureRecognizer(pan)
    }
  }
}

/// A drag as SDL reports one: a press, then one move per event of 3 to 8
/// points, a thirtieth of a second apart, then the release; with the mouse
/// or a finger.
@MainActor
final class EdgeDrag {
  enum Pointer { case mouse, finger }
  static let steps = [3.0, 5, 8, 4, 6, 7]
  let time: VirtualAnimationTime
  /// The moves sent so far in the current drag.
  private(set) var moves = 0

  init(time: VirtualAnimationTime) { self.time = time }

  func drag(
    in window: Window, from start: CGPoint, by offset: CGPoint, with pointer: Pointer = .mouse
  ) {
    var t = time.clock.now + 0.01
    func send(_ event: InputEvent) {
      time.frame(at: t)
      window.sendEvent(event, at: t)
      t += 1.0 / 30
    }
    let length = (offset.x * offset.x + offset.y * offset.y).squareRoot()
    moves = 0
    send(pointer == .mouse ? .mouseDown(start, .left) : .fingerDown(id: 1, at: start))
    var travelled = 0.0
    var point = start
    while travelled < length {
      travelled = min(travelled + Self.steps[moves % Self.steps.count], length)
      point = CGPoint(
        x: start.x + offset.x * travelled / length, y: start.y + offset.y * travelled / length)
      moves += 1
      send(pointer == .mouse ? .mouseDragged(point, .left) : .fingerMoved(id: 1, at: point))
    }
    send(pointer == .mouse ? .mouseUp(point, .left) : .fingerUp(id: 1, at: point))
  }
}

extension SharedStateSuites {
  /// The edge swipe pops over any content: a drag that starts in the pop's
  /// edge zone pops whatever pan the pushed controller's view holds, and
  /// the content's pan still works, undelayed, from anywhere else
  /// (`InteractivePopGate`).
  @Suite(.serialized) @MainActor
  final class EdgePopOverContentTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 244))
    let a = Named("A")
    let nav: NavigationController
    let edgeDrag: EdgeDrag
    /// A real drag from the edge starts one pixel from it.
    let edge = CGPoint(x: 1, y: 120)

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      edgeDrag = EdgeDrag(time: time)
      nav = NavigationController(rootViewController: a)
      nav.title = "N"
      window.rootViewController = nav
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    func push(panOnSubview: Bool = false) -> PanContent {
      let content = PanContent("B", panOnSubview: panOnSubview)
      content.drag = edgeDrag
      nav.pushViewController(content, animated: false)
      tracer.clearLines()
      return content
    }

    func drag(from start: CGPoint, by dx: Double, with pointer: EdgeDrag.Pointer = .mouse) {
      edgeDrag.drag(in: window, from: start, by: CGPoint(x: dx, y: 0), with: pointer)
      time.play(0.5)
    }

    var titles: [String?] { nav.viewControllers.map(\.title) }

    /// The move a bare view's pan begins on for the same drag, with no
    /// navigation controller around it.
    func baselineMove(from start: CGPoint, by offset: CGPoint) -> Int? {
      let bare = Window(frame: window.frame)
      let view = View(frame: bare.bounds)
      bare.addSubview(view)
      var began: Int?
      view.addGestureRecognizer(
        PanGestureRecognizer { [edgeDrag] in
          if $0.state == .began { began = edgeDrag.moves }
        })
      edgeDrag.drag(in: bare, from: start, by: offset)
      return began
    }

    @Test func aDragFromTheEdgeOverAPushedViewsPanPopsPastHalfWay() {
      let content = push()
      drag(from: edge, by: 170)
      #expect(tracer.events.contains("edgePan(interactivePop) began"))
      #expect(tracer.events.contains("pan(content) failed") && content.beganOnMove == nil)
      #expect(titles == ["A"])
    }

    @Test func aDragFromTheEdgeOverAPushedViewsPanComesBackLetGoAtAThird() {
      let content = push()
      drag(from: edge, by: 100)
      #expect(tracer.events.contains("edgePan(interactivePop) began"))
      #expect(tracer.events.last == "N transitionCancelled:B->A")
      #expect(titles == ["A", "B"] && content.beganOnMove == nil)
    }

    @Test func aDragFromTheEdgeOverASubviewsPanPopsAndComesBack() {
      let content = push(panOnSubview: true)
      drag(from: edge, by: 100)
      #expect(titles == ["A", "B"] && content.beganOnMove == nil)
      drag(from: edge, by: 170)
      #expect(titles == ["A"] && content.beganOnMove == nil)
    }

    @Test func aFingerFromTheEdgePopsAsTheMouseDoes() {
      let content = push()
      drag(from: edge, by: 100, with: .finger)
      #expect(titles == ["A", "B"])
      drag(from: edge, by: 170, with: .finger)
      #expect(titles == ["A"] && content.beganOnMove == nil)
    }

    @Test func theContentsPanBeginsMidViewOnTheSameMoveAsWithoutANavigationController() {
      let content = push()
      let middle = CGPoint(x: 150, y: 120)
      let baseline = baselineMove(from: middle, by: CGPoint(x: 60, y: 0))
      tracer.clearLines()
      drag(from: middle, by: 60)
      #expect(baseline != nil && content.beganOnMove == baseline)
      // The edge pan failed at the touch, untraced: the content's pan begins at once.
      #expect(tracer.events.first == "pan(content) began")
      #expect(!tracer.events.contains { $0.hasPrefix("edgePan") })
      #expect(titles == ["A", "B"])
    }

    @Test func aDragFromTheEdgeAlongItIsTheContentsPanOnTheSameMove() {
      let content = push()
      let offset = CGPoint(x: 0, y: 60)
      let baseline = baselineMove(from: CGPoint(x: 1, y: 60), by: offset)
      edgeDrag.drag(in: window, from: CGPoint(x: 1, y: 60), by: offset)
      #expect(baseline != nil && content.beganOnMove == baseline)
      #expect(tracer.events.contains("edgePan(interactivePop) failed"))
      #expect(titles == ["A", "B"])
    }

    @Test func withAStackOfOneTheContentsPanWorksFromTheEdge() {
      let root = PanContent("R")
      root.drag = edgeDrag
      nav.viewControllers = [root]
      tracer.clearLines()
      let baseline = baselineMove(from: edge, by: CGPoint(x: 60, y: 0))
      drag(from: edge, by: 60)
      #expect(baseline != nil && root.beganOnMove == baseline)
      #expect(tracer.events.contains("pan(content) began"))
      #expect(!tracer.events.contains("edgePan(interactivePop) began"))
      #expect(titles == ["R"])
    }
  }
}
