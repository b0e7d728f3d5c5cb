import Foundation
import Observing
import Testing
import Tracing

@testable import TerminalUI

/// The UIKit stand-ins are seams too: what passes through them is recorded in the current
/// trace, so the apps' own code never has to say it.
@MainActor
@Suite("TerminalUI seams in the trace")
struct TraceSeamTests {
  final class Screen: ViewController {}
  final class Picker: NSObject, TableViewDataSource, TableViewDelegate {
    var picked: [Int] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .value1, reuseIdentifier: "cell")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      picked.append(indexPath.row)
    }
  }

  let trace = MessageTrace()

  /// Whoever moves between screens, as the tellings' controllers and coordinators do.
  final class Coordinator {}

  @Test("Pushing and popping name whoever is speaking and the screen pushed")
  func navigation() {
    let navigation = NavigationController(rootViewController: Screen())
    trace.recording {
      MessageTrace.speaking(as: Coordinator()) {
        navigation.pushViewController(Screen(), animated: true)
        navigation.popViewController(animated: true)
      }
    }
    #expect(
      trace.drain() == [
        "Coordinator → NavigationController: push(Screen)",
        "Coordinator → NavigationController: popViewController()",
      ])
  }

  /// A screen that notes who is speaking in its lifecycle calls.
  final class ListeningScreen: ViewController {
    var speakers: [Participant?] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      speakers.append(MessageTrace.speaker)
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      speakers.append(MessageTrace.speaker)
    }
  }

  @Test("A controller's lifecycle calls run as its own code")
  func lifecycleSpeaks() {
    let screen = ListeningScreen()
    trace.recording {
      _ = window(showing: screen, size: Size(width: 20, height: 6))
    }
    #expect(screen.speakers == [Participant("ListeningScreen"), Participant("ListeningScreen")])
  }

  @Test("The back key pops without a message: the stack handles it itself")
  func backKeyIsNotAMessage() {
    let navigation = NavigationController(rootViewController: Screen())
    let window = window(showing: navigation, size: Size(width: 20, height: 6))
    navigation.pushViewController(Screen(), animated: true)
    trace.recording { _ = window.send(.back) }
    #expect(navigation.viewControllers.count == 1)
    #expect(trace.drain().isEmpty)
  }

  @Test("A selected row is a message from the table to its delegate")
  func selection() {
    let picker = Picker()
    let table = TableView()
    table.dataSource = picker
    table.delegate = picker
    table.frame = CGRect(x: 0, y: 0, width: 20, height: 3)
    table.reloadData()
    table.focusNextRow()
    trace.recording { table.selectFocusedRow() }
    #expect(picker.picked == [1])
    #expect(trace.drain() == ["TableView → Picker: didSelectRowAt(1)"])
  }
}
