import Foundation
import Observing
import Testing

/// The trace: messages recorded by the seams they pass, only while a trace is recording, each
/// naming its sender and receiver.
@MainActor
@Suite("MessageTrace: who sent what to whom")
struct MessageTraceTests {
  /// A model with one observable property, named as the variants' models are.
  final class Thermometer: KeyValueObservable {
    let keyValueObservers = KeyValueObservers()
    var degrees = 20 { didSet { didChangeValue(for: \.degrees, from: oldValue) } }
    var isOn = true { didSet { didChangeValue(for: \.isOn, from: oldValue) } }
  }

  let trace = MessageTrace()

  @Test("Nothing is recorded unless a trace is recording")
  func onlyWhileRecording() {
    let value = MutableBindableValue(1)
    let token = value.observe { _ in }
    value.value = 2
    #expect(MessageTrace.current == nil)
    trace.recording { value.value = 3 }
    #expect(trace.drain() == ["MessageTraceTests → MessageTraceTests: 3"])
    #expect(trace.drain().isEmpty, "drained")
    token.cancel()
  }

  @Test("A disabled trace records nothing even while its body runs")
  func disabled() {
    let off = MessageTrace(isEnabled: false)
    off.recording { #expect(MessageTrace.current == nil) }
  }

  @Test("A key-path observation names the property, the object and the observer's file")
  func keyValueObservation() {
    let thermometer = Thermometer()
    let token = thermometer.observe(\.degrees, options: [.initial]) { _, _ in }
    trace.recording {
      thermometer.degrees = 21
      let initial = thermometer.observe(\.isOn, options: [.initial]) { _, _ in }
      initial.cancel()
    }
    #expect(
      trace.drain() == [
        "Thermometer → MessageTraceTests: observe(\\.degrees): 21",
        "Thermometer → MessageTraceTests: observe(\\.isOn): true",
      ])
    token.cancel()
  }

  @Test("A bindable's delivery is a message from the file that made it to the one that bound")
  func bindableDelivery() {
    let state = MutableBindableValue("idle", file: "Demo/ScreenViewModel.swift")
    trace.recording {
      let token = state.bind(file: "Demo/ScreenViewController.swift") { _ in }
      state.value = "busy"
      token.cancel()
    }
    #expect(
      trace.drain() == [
        "ScreenViewModel → ScreenViewController: \"idle\"",
        "ScreenViewModel → ScreenViewController: \"busy\"",
      ])
  }

  @Test("A signal's event is recorded like a bindable's value")
  func signalDelivery() {
    let route = EventSource<Int>(file: "Demo/ListViewModel.swift")
    let token = route.observe(file: "Demo/ListViewController.swift") { _ in }
    trace.recording { route.send(7) }
    #expect(trace.drain() == ["ListViewModel → ListViewController: 7"])
    token.cancel()
  }

  @Test("A notification is recorded where it is posted and again where it is heard")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("Store.didChange")
    let url = URL(string: "https://example.com/a.jpg")!
    let token = center.observe(name, object: nil, file: "Demo/Listener.swift") { _ in }
    trace.recording {
      center.post(name, object: nil, userInfo: ["url": url], file: "Demo/Store.swift")
    }
    #expect(
      trace.drain() == [
        "Store → NotificationCenter: post(didChange, a.jpg)",
        "NotificationCenter → Listener: didChange(a.jpg)",
      ])
    token.cancel()
  }

  @Test("An explicit record names the calling file as the sender")
  func explicitRecord() {
    trace.recording { MessageTrace.record("reload()", to: Thermometer()) }
    #expect(trace.drain() == ["MessageTraceTests → Thermometer: reload()"])
  }

  @Test("Every message also goes to onRecord as it is recorded")
  func onRecord() {
    var seen: [MessageTrace.Message] = []
    trace.onRecord = { seen.append($0) }
    trace.record("hello", from: Participant("A"), to: Participant("B"))
    #expect(seen.map(\.description) == ["A → B: hello"])
  }
}

/// The names in a trace.
@Suite("Participant: a type's name, from an object or a file")
struct ParticipantTests {
  final class Presenter {}

  @Test("An object and its type give the type's name; an optional gives what it holds")
  func fromObjects() {
    let presenter: Presenter? = Presenter()
    #expect(Participant(of: Presenter()).name == "Presenter")
    #expect(Participant(of: Presenter.self).name == "Presenter")
    #expect(Participant(of: presenter as Any).name == "Presenter")
  }

  @Test("A file id names the type the file is named for")
  func fromFiles() {
    #expect(
      Participant(file: "MVCNews/NewsListViewController.swift").name == "NewsListViewController")
    #expect(Participant(file: "Loose").name == "Loose")
  }
}

/// How values are written in a trace.
@Suite("TraceSummary: short, and the same on every run")
struct TraceSummaryTests {
  enum State: Equatable {
    case loading
    case failed(String)
    case loaded([Row])
  }
  struct Row: Equatable { let id: String }
  struct Detail {
    let title: String
    let isRead: Bool
    let picture: State
  }
  enum Route { case story(Row) }

  @Test("Enums by type and case; payloads summarised; generic enums by case alone")
  func enums() {
    #expect(TraceSummary.of(State.loading) == "State.loading")
    #expect(TraceSummary.of(State.failed("Offline.")) == "State.failed(\"Offline.\")")
    #expect(TraceSummary.of(State.loaded([Row(id: "a"), Row(id: "b")])) == "State.loaded(2 × Row)")
    #expect(TraceSummary.of(Route.story(Row(id: "7"))) == "Route.story(Row(7))")
    #expect(
      TraceSummary.of(Result<Int, CancellationError>.success(3)) == "success(3)",
      "no `Result<Int, …>.` prefix")
  }

  @Test("Collections are counted, never listed")
  func collections() {
    #expect(TraceSummary.of([1, 2, 3]) == "3 × Int")
    #expect(TraceSummary.of([Row]()) == "0 × Row")
  }

  @Test("Text is quoted and cut; URLs show their last part; bytes are counted")
  func leaves() {
    #expect(TraceSummary.of("short") == "\"short\"")
    #expect(TraceSummary.of(String(repeating: "x", count: 100)).count == 42)
    #expect(TraceSummary.of(URL(string: "https://example.com/pics/a.jpg")!) == "a.jpg")
    #expect(TraceSummary.of(Data([1, 2, 3])) == "3 bytes")
    #expect(TraceSummary.of(Optional<Int>.none as Any) == "nil")
  }

  @Test("An object is shown by its type alone, never by what it holds")
  func objects() {
    #expect(TraceSummary.of(Screen()) == "Screen")
    #expect(TraceSummary.of(Navigation.open(Screen())) == "Navigation.open(Screen)")
  }
  /// An object holding what must not reach a trace: a lock (whose description differs between
  /// platforms), text, a list.
  final class Screen {
    let lock = NSLock()
    let title = "News"
    let rows = [Row(id: "a")]
  }
  enum Navigation { case open(Screen) }

  @Test("A value without an id is shown by its fields that are not text")
  func structs() {
    let detail = Detail(title: "A long headline", isRead: false, picture: .loading)
    #expect(TraceSummary.of(detail) == "Detail(isRead: false, picture: loading)")
  }
}

/// Relays: stand-ins the wiring puts between two objects while tracing.
@MainActor
@Suite("MessageRelay: recording the calls no seam sees")
struct MessageRelayTests {
  @MainActor protocol Screen: AnyObject { func show(_ text: String) }
  final class RealScreen: Screen {
    var shown: [String] = []
    func show(_ text: String) { shown.append(text) }
  }
  final class ScreenRelay: MessageRelay<RealScreen>, Screen {
    func show(_ text: String) { relay("show(\(text))") { $0.show(text) } }
  }
  final class WeakScreenRelay: WeakMessageRelay<RealScreen>, Screen {
    func show(_ text: String) { relay("show(\(text))") { $0.show(text) } }
  }
  final class Presenter {}

  @Test("Without a trace there is no relay: the wiring hands over the receiver itself")
  func noTraceNoRelay() {
    #expect(ScreenRelay.recording(from: Presenter.self, to: RealScreen()) == nil)
    #expect(WeakScreenRelay.recording(from: Presenter.self, to: RealScreen()) == nil)
  }

  @Test("A relay records the call, then makes it")
  func recordsAndPasses() throws {
    let trace = MessageTrace()
    let screen = RealScreen()
    try trace.recording {
      let relay = try #require(ScreenRelay.recording(from: Presenter.self, to: screen))
      relay.show("hi")
    }
    #expect(screen.shown == ["hi"])
    #expect(trace.drain() == ["Presenter → RealScreen: show(hi)"])
  }

  @Test("A weak relay is kept by the trace and never keeps its receiver")
  func weakRelay() {
    let trace = MessageTrace()
    weak var released: RealScreen?
    weak var relay: WeakScreenRelay?
    trace.recording {
      let screen = RealScreen()
      released = screen
      let made = WeakScreenRelay.recording(from: Presenter.self, to: screen)
      #expect(made != nil)
      relay = made
    }
    #expect(released == nil, "the relay did not keep the screen")
    #expect(relay != nil, "the trace kept the relay")
    relay?.show("late")
    #expect(trace.drain().isEmpty, "a call to a receiver that is gone is not a message")
  }

  @Test("Wiring the same sender to the same receiver again uses the relay the trace keeps")
  func weakRelayReused() throws {
    let trace = MessageTrace()
    let coordinator = RealScreen()
    let other = RealScreen()
    try trace.recording {
      let first = try #require(WeakScreenRelay.recording(from: Presenter.self, to: coordinator))
      let again = try #require(WeakScreenRelay.recording(from: Presenter.self, to: coordinator))
      let elsewhere = try #require(WeakScreenRelay.recording(from: Presenter.self, to: other))
      let fromAnother = try #require(WeakScreenRelay.recording(from: RealScreen.self, to: other))
      #expect(first === again)
      #expect(first !== elsewhere)
      #expect(elsewhere !== fromAnother)
    }
  }
}
