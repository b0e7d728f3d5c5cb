import Foundation
import Testing

@testable import TerminalUI

@MainActor
@Suite("Auto Layout: anchors, constraints and the solver that places what they position")
struct LayoutSolverTests {
  /// A view of 20x10 holding `subviews`, laid out.
  func laidOut(_ subviews: [View], build: (View) -> [NSLayoutConstraint]) -> View {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    for subview in subviews { parent.addSubview(subview) }
    NSLayoutConstraint.activate(build(parent))
    parent.layoutIfNeeded()
    return parent
  }

  /// A view that constraints place.
  func constrained() -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }

  @Test("Edges pinned to the superview, with constants, place a subview")
  func edges() {
    let child = constrained()
    _ = laidOut([child]) { parent in
      [
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -2),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
      ]
    }
    #expect(child.frame == CGRect(x: 2, y: 1, width: 16, height: 8))
  }

  @Test("A width equal to a sibling's, a height of a constant, a centre and a top below it")
  func siblingsAndCentres() {
    let fixed = View(frame: CGRect(x: 0, y: 0, width: 6, height: 1))
    let child = constrained()
    _ = laidOut([fixed, child]) { parent in
      [
        child.widthAnchor.constraint(equalTo: fixed.widthAnchor),
        child.heightAnchor.constraint(equalToConstant: 3),
        child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
        child.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 1),
      ]
    }
    #expect(child.frame == CGRect(x: 7, y: 2, width: 6, height: 3))
    #expect(fixed.frame == CGRect(x: 0, y: 0, width: 6, height: 1), "its frame places it")
  }

  @Test("A height no constraint gives is sizeThatFits(_:) at the width the constraints give")
  func heightFromContent() {
    let text = label("one two three four five")
    text.numberOfLines = 0
    text.translatesAutoresizingMaskIntoConstraints = false
    _ = laidOut([text]) { parent in
      [
        text.topAnchor.constraint(equalTo: parent.topAnchor),
        text.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        text.widthAnchor.constraint(equalToConstant: 9),
      ]
    }
    #expect(text.frame == CGRect(x: 0, y: 0, width: 9, height: 3))
  }

  @Test("Content pinned to the content guide, as wide as the frame guide, makes contentSize")
  func contentSize() {
    let content = numberedLines(6)
    let scrollView = scrollView(holding: content)
    scrollView.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
    scrollView.contentOffset = CGPoint(x: 0, y: 1)
    scrollView.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 10, height: 6))
    #expect(scrollView.contentSize == CGSize(width: 10, height: 6))
    #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 10, height: 6))
    #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 1, width: 10, height: 4))
  }

  @Test("A scroll view's own edges are its content's, and its own width its frame's, as in UIKit")
  func scrollViewsOwnAnchors() {
    let content = numberedLines(6)
    content.translatesAutoresizingMaskIntoConstraints = false
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
    ])
    scrollView.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 10, height: 6))
  }

  @Test("A content guide no constraint sizes is as big as contentSize, as set")
  func contentSizeAsSet() {
    let footer = constrained()
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 4))
    scrollView.contentSize = CGSize(width: 10, height: 30)
    scrollView.addSubview(footer)
    NSLayoutConstraint.activate([
      footer.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 4),
      footer.heightAnchor.constraint(equalToConstant: 2),
    ])
    scrollView.layoutIfNeeded()
    #expect(footer.frame == CGRect(x: 0, y: 28, width: 4, height: 2))
    #expect(scrollView.contentSize == CGSize(width: 10, height: 30))
  }

  @Test("A guide added to a view is placed by its constraints")
  func layoutGuide() {
    let guide = LayoutGuide()
    let parent = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    parent.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 3),
      guide.rightAnchor.constraint(equalTo: parent.rightAnchor, constant: -3),
      guide.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
      guide.heightAnchor.constraint(equalToConstant: 2),
    ])
    parent.layoutIfNeeded()
    #expect(parent.layoutGuides.map { $0 === guide } == [true])
    #expect(guide.owningView === parent)
    #expect(guide.layoutFrame == CGRect(x: 3, y: 4, width: 14, height: 2))
  }

  @Test("Activating installs on the closest view that holds both items; leaving it deactivates")
  func installation() {
    let child = constrained()
    let size = child.widthAnchor.constraint(equalToConstant: 4)
    let parent = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
    parent.addSubview(child)
    let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 2)
    #expect(!top.isActive, "a new constraint does nothing until it is activated")
    NSLayoutConstraint.activate([top, size])
    #expect(parent.constraints.map { $0 === top } == [true])
    #expect(child.constraints.map { $0 === size } == [true], "a size alone is the view's own")
    parent.layoutIfNeeded()
    #expect(child.frame.origin.y == 2 && child.frame.width == 4)
    child.removeFromSuperview()
    #expect(!top.isActive && parent.constraints.isEmpty)
    #expect(size.isActive, "its own size goes with it")
  }

  @Test("A changed constant places anew; a deactivated constraint places nothing")
  func changes() {
    let child = constrained()
    var top: NSLayoutConstraint?
    let parent = laidOut([child]) { parent in
      top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1)
      return [top!, child.heightAnchor.constraint(equalToConstant: 1)]
    }
    #expect(child.frame.origin.y == 1)
    top?.constant = 5
    parent.layoutIfNeeded()
    #expect(child.frame.origin.y == 5)
    NSLayoutConstraint.deactivate([top!])
    child.frame.origin.y = 7
    parent.layoutIfNeeded()
    #expect(child.frame.origin.y == 0, "nothing gives its top now: an ambiguous layout, at 0")
  }

  @Test("A view that keeps translatesAutoresizingMaskIntoConstraints stays where its frame is")
  func framesWin() {
    let child = View(frame: CGRect(x: 1, y: 1, width: 3, height: 1))
    _ = laidOut([child]) { parent in
      [child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 4)]
    }
    #expect(child.frame == CGRect(x: 1, y: 1, width: 3, height: 1))
  }

  @Test("Constraints hold their views weakly: a scroll view and its content are released")
  func lifetimes() {
    weak var released: ScrollView?
    weak var content: Label?
    do {
      let text = numberedLines(3)
      let view = scrollView(holding: text)
      view.layoutIfNeeded()
      released = view
      content = text
    }
    #expect(released == nil && content == nil)
  }
}
