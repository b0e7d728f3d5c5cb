import Observing
import TerminalUI
import Testing

/// The UIKit stand-ins are seams too: what passes through them is recorded in the current
/// trace, so the apps' own code never has to say it.
@MainActor
@Suite("TerminalUI seams in the trace")
struct TraceSeamTests {
  final class Screen: ViewController {}
  final class Picker: TableViewDataSource, TableViewDelegate {
    var picked: [Int] = []
    func numberOfRows(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
      TableViewCell(reuseIdentifier: "cell")
    }
    func tableView(_ tableView: TableView, didSelectRowAt row: Int) { picked.append(row) }
  }

  let trace = MessageTrace()

  @Test("Pushing and popping name the caller's file and the screen pushed")
  func navigation() {
    let navigation = NavigationController(rootViewController: Screen())
    trace.recording {
      navigation.pushViewController(Screen(), file: "Demo/Coordinator.swift")
      navigation.popViewController(file: "Demo/Coordinator.swift")
    }
    #expect(
      trace.drain() == [
        "Coordinator → NavigationController: push(Screen)",
        "Coordinator → NavigationController: popViewController()",
      ])
  }

  @Test("The back key pops without a message: the stack handles it itself")
  func backKeyIsNotAMessage() {
    let navigation = NavigationController(rootViewController: Screen())
    let window = Window(rootViewController: navigation, size: Size(width: 20, height: 6))
    window.makeKeyAndVisible()
    navigation.pushViewController(Screen())
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
    table.frame = Rect(x: 0, y: 0, width: 20, height: 3)
    table.reloadData()
    table.selectNextRow()
    trace.recording { table.activateSelectedRow() }
    #expect(picker.picked == [1])
    #expect(trace.drain() == ["TableView → Picker: didSelectRowAt(1)"])
  }
}
