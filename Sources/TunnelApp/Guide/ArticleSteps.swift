import Foundation

/// The article's calls beside the Swift that does each here, section by
/// section: the one source of the tables of `Docs/from-the-article.md`,
/// which a test checks against `markdownTable(for:)` cell for cell
/// (`theArticlesTablesInTheDocsAreTheArticleSteps`), and of the Guide's
/// article pages, one a step (`pages`).
///
/// Each cell is Markdown, as the document shows it: code in backticks,
/// files as links from `Docs/`. A page shows it as plain text
/// (`plainText(_:)`): links become their text, backticks go.
enum ArticleSteps {
  /// One of the document's sections: its heading, the header of its
  /// table's first column, and its rows.
  struct Section {
    let title: String
    let articleHeader: String
    let steps: [Step]
  }

  /// One row: what the article (or its demo) does, and what does it here.
  struct Step {
    let article: String
    let here: String
  }

  static let sections: [Section] = [
    Section(
      title: #"The root's `viewDidLoad`: the three-step add"#,
      articleHeader: #"the article (and its demo)"#,
      steps: [
        Step(
          article: #"`[RGMapViewController new]`, `setAnnotationImagePath:@"man"`"#,
          here:
            #"the scene `startMap`, class `MapViewController`, attribute `"marker": "digger"`; made by the registry's factory in [TunnelStoryboard.swift](../Sources/TunnelApp/Root/TunnelStoryboard.swift)"#
        ),
        Step(
          article: #"`[self addChildViewController:map]` (1)"#,
          here:
            #"`source.addChild(destination)  // 1` in `EmbedSegue.perform()`, [StoryboardSegue.swift](../Sources/ViewKit/Storyboards/StoryboardSegue.swift)"#
        ),
        Step(
          article: #"`[topContainer addSubview:map.view]` (2)"#,
          here:
            #"`host.addSubview(destination.view)  // 2`, where `host` is the root's `embedContainerView(named: "top")`, its `topContainer` ([RootViewController.swift](../Sources/TunnelApp/Root/RootViewController.swift))"#
        ),
        Step(
          article: #"`[map didMoveToParentViewController:self]` (3)"#,
          here: #"`destination.didMove(toParent: source)  // 3` in the same `perform()`"#),
        Step(
          article: #"`addObserver:self forKeyPath:@"currentLocation" ...`"#,
          here:
            #"`map.delegate = self` in `takeChild(from:)`, [RootViewController+Storyboard.swift](../Sources/TunnelApp/Root/RootViewController+Storyboard.swift), called from the root's `prepare(for:sender:)`"#
        ),
        Step(
          article: #"`[RGGeoInfoViewController new]` (4)"#,
          here:
            #"the scene `startGeo`, handed to the root by a `relationship` segue and kept by `takeChild(from:)`, not added: it joins on the first radar press"#
        ),
        Step(
          article:
            #"the demo's `updateAnnotationLocation:` with a start in West Jutland and its `antipode`"#,
          here:
            #"each map is made at its place: the scene's `"location": "start"` or `"antipode"`, read by the factory in [TunnelStoryboard.swift](../Sources/TunnelApp/Root/TunnelStoryboard.swift), from the start the session was given (`--start`, the saved dig site, or `AppOptions.westJutland`, [AppSession.swift](../Sources/TunnelApp/Session/AppSession.swift))"#
        ),
      ]),
    Section(
      title: #"`loadView`: a child that fits any container"#, articleHeader: #"the article"#,
      steps: [
        Step(
          article: #"the map's `loadView`: `self.view = mapView`"#,
          here:
            #"`view = mapView` in `MapViewController.loadView()`, [MapViewController.swift](../Sources/TunnelApp/Panes/MapViewController.swift)"#
        ),
        Step(
          article: #"`UIViewAutoresizingFlexibleWidth \| ...FlexibleHeight`"#,
          here:
            #"the parent sets it where it places the view: `destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]` in `EmbedSegue.perform()`, and the same line in `turnPane` ([RootViewController+Radar.swift](../Sources/TunnelApp/Radar/RootViewController+Radar.swift))"#
        ),
        Step(
          article: #"the root's `loadView`: two containers, each with a shadow"#,
          here:
            #"`RootViewController.loadView()`: `topContainer` and `bottomContainer`, `shadowRadius = 4`, `shadowOpacity = 0.5` ([RootViewController.swift](../Sources/TunnelApp/Root/RootViewController.swift))"#
        ),
      ]),
    Section(
      title: #"`flipFromViewController:toViewController:withDirection:`"#,
      articleHeader: #"the article"#,
      steps: [
        Step(
          article: #"`toController.view.frame = fromController.view.bounds`"#,
          here:
            #"`step(1) { to.view.frame = from.view.frame }`: the old view fills its pane at the origin, so its frame is its bounds; the frame says where the new view goes"#
        ),
        Step(
          article: #"`[self addChildViewController:toController]`"#,
          here: #"`step(2) { addChild(to) }`"#),
        Step(
          article: #"`[fromController willMoveToParentViewController:nil]`"#,
          here: #"`step(3) { from.willMove(toParent: nil) }`"#),
        Step(
          article:
            #"`transitionFromViewController:... duration:0.2 options:direction \| UIViewAnimationOptionCurveEaseIn animations:nil`"#,
          here:
            #"`step(4) { transition(from: from, to: to, animator: animator, ...) }`, the animator from `paneTransition.animator(toGeo:duration:)`: for the flip, ViewKit's `ViewTransitionAnimator` with `.transitionFlipFromTop` (`.transitionFlipFromBottom` going back) and `.curveEaseIn`, for `flipDuration`, 0.2 s ([RootViewController.swift](../Sources/TunnelApp/Root/RootViewController.swift))"#
        ),
        Step(
          article: #"completion: `[toController didMoveToParentViewController:self]`"#,
          here: #"`step(5) { to.didMove(toParent: self) }` in `paneTurnEnded`"#),
        Step(
          article: #"completion: `[fromController removeFromParentViewController]`"#,
          here: #"`step(6) { from.removeFromParent() }`"#),
      ]),
    Section(
      title: #"The radar button"#, articleHeader: #"the article (and its demo)"#,
      steps: [
        Step(
          article: #"`[infoButton setEnabled:NO]`"#,
          here: #"step 1 of `radar()`: the radar button is disabled while the panes turn"#),
        Step(
          article:
            #"`[startGeo setLocation:startMap.currentLocation]`, and the same for the target"#,
          here:
            #"step 2: `startGeo.location = startMap.currentLocation`, and the same for the target; `location` is a property of [GeoInfoViewController.swift](../Sources/TunnelApp/Panes/GeoInfoViewController.swift) whose `didSet` asks the geocoder once the view has loaded (the root has given them the same locations as the maps moved, `RootViewController+TurnAhead.swift`, so the geocoder is asked again only if a map moved more than 100 m since)"#
        ),
        Step(
          article: #"the two flips, the second after `dispatch_after` 0.2 s"#,
          here:
            #"step 3: `turnPane(...)` for the top pane, then `AnimationEngine.current.perform(after: Self.stagger)` for the bottom one"#
        ),
        Step(
          article: #"the button enabled again by a timer and by each completion"#,
          here:
            #"the radar counts the two panes' turns, and `paneTurnFinished` in [RootViewController.swift](../Sources/TunnelApp/Root/RootViewController.swift) enables it when both have completed"#
        ),
      ]),
    Section(
      title: #"Child to parent: `currentLocation`, observed"#, articleHeader: #"the article"#,
      steps: [
        Step(
          article:
            #"`addObserver:self forKeyPath:@"currentLocation" options:NSKeyValueObservingOptionNew context:NULL`"#,
          here:
            #"the protocol `MapViewControllerDelegate` in [MapViewController.swift](../Sources/TunnelApp/Panes/MapViewController.swift); the root conforms, and becomes each map's `delegate` in `takeChild(from:)`"#
        ),
        Step(
          article:
            #"`observeValueForKeyPath:ofObject:change:context:`, picking the opposite controller"#,
          here:
            #"`mapViewController(_:didMoveTo:)` in [RootViewController.swift](../Sources/TunnelApp/Root/RootViewController.swift): `let other: MapViewController = controller === startMap ? targetMap : startMap`"#
        ),
        Step(
          article: #"`[oppositeController updateAnnotationLocation:[newLocation antipode]]`"#,
          here:
            #"`other.setLocation(location.antipode)`; `setLocation(_:)` is in [MapViewController.swift](../Sources/TunnelApp/Panes/MapViewController.swift), `antipode` in [Antipode.swift](../Sources/Geo/Antipode.swift)"#
        ),
      ]),
  ]

  /// Every step in the document's order, each with its section: one page
  /// of the Guide's article each.
  static var pages: [(section: Section, step: Step)] {
    sections.flatMap { section in section.steps.map { (section, $0) } }
  }

  /// The section's table as `Docs/from-the-article.md` writes it.
  static func markdownTable(for section: Section) -> String {
    let rows = section.steps.map { "| \($0.article) | \($0.here) |" }
    return (["| \(section.articleHeader) | here |", "| --- | --- |"] + rows)
      .joined(separator: "\n")
  }

  /// A cell as a page shows it: `[text](link)` becomes its text, code loses
  /// its backticks and an escaped `\|` its backslash.
  static func plainText(_ markdown: String) -> String {
    markdown.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.1) }
      .replacing("`", with: "").replacing("\\|", with: "|")
  }
}
