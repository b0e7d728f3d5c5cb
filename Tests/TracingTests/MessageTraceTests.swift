import Foundation
import Observing
import Testing
import Tracing

/// The trace: messages recorded by the seams they pass, only while a trace is recording, each
/// naming its sender and receiver. Who receives is whoever was speaking when it started
/// listening; who sends an output is whoever was introduced as holding it.
@MainActor
@Suite("MessageTrace: who sent what to whom")
struct MessageTraceTests {
  /// A model with one observable property, named as the variants' models are.
  final class Thermometer: KeyValueObservable {
    let keyValueObservers = KeyValueObservers()
    var degrees = 20 {
      willSet { willChangeValue(for: \.degrees) }
      didSet { didChangeValue(for: \.degrees) }
    }
    var isOn = true {
      willSet { willChangeValue(for: \.isOn) }
      didSet { didChangeValue(for: \.isOn) }
    }
  }
  /// Objects that hold outputs and listen to them, named as the tellings' objects are.
  @MainActor final class ScreenViewModel {
    let state = MutableBindableValue("idle")
    let route = EventSource<Int>()
  }
  final class ScreenViewController {}

  let trace = MessageTrace()

  @Test("Nothing is recorded unless a trace is recording")
  func onlyWhileRecording() {
    let model = ScreenViewModel()
    let token = model.state.observe { _ in }
    model.state.value = "busy"
    #expect(MessageTrace.current == nil)
    trace.recording { model.state.value = "done" }
    #expect(trace.drain().isEmpty, "the observer started listening before anyone traced")
    token.cancel()
  }

  @Test("A disabled trace records nothing even while its body runs")
  func disabled() {
    let off = MessageTrace(isEnabled: false)
    off.recording { #expect(MessageTrace.current == nil) }
  }

  @Test("Speaking as an object names it, only while a trace records")
  func speaking() {
    MessageTrace.speaking(as: ScreenViewController()) { #expect(MessageTrace.speaker == nil) }
    trace.recording {
      MessageTrace.speaking(as: ScreenViewController()) {
        #expect(MessageTrace.speaker == Participant("ScreenViewController"))
      }
      #expect(MessageTrace.speaker == nil)
    }
  }

  @Test("A key-path observation names the property, the object and who was speaking")
  func keyValueObservation() {
    let thermometer = Thermometer()
    trace.recording {
      let observation = MessageTrace.speaking(as: ScreenViewController()) {
        thermometer.observe(\.degrees) { _, _ in }
      }
      thermometer.degrees = 21
      let initial = MessageTrace.speaking(as: ScreenViewController()) {
        thermometer.observe(\.isOn, options: [.initial]) { _, _ in }
      }
      initial.invalidate()
      observation.invalidate()
    }
    #expect(
      trace.drain() == [
        "Thermometer → ScreenViewController: observe(\\.degrees): 21",
        "Thermometer → ScreenViewController: observe(\\.isOn): true",
      ])
  }

  @Test("An observer runs as the code of whoever started it, so what it starts is its doing")
  func observersSpeak() {
    let thermometer = Thermometer()
    var speakers: [Participant?] = []
    trace.recording {
      let observation = MessageTrace.speaking(as: ScreenViewController()) {
        thermometer.observe(\.degrees) { _, _ in speakers.append(MessageTrace.speaker) }
      }
      thermometer.degrees = 21
      observation.invalidate()
    }
    #expect(speakers == [Participant("ScreenViewController")])
  }

  @Test("A bindable value's delivery is a message from the object introduced as holding it")
  func bindableDelivery() {
    trace.recording {
      let model = ScreenViewModel()
      MessageTrace.introduce(model)
      let token = MessageTrace.speaking(as: ScreenViewController()) {
        model.state.bind { _ in }
      }
      model.state.value = "busy"
      token.cancel()
    }
    #expect(
      trace.drain() == [
        "ScreenViewModel → ScreenViewController: \"idle\"",
        "ScreenViewModel → ScreenViewController: \"busy\"",
      ])
  }

  @Test("Before it is introduced, an output is sent by whoever was speaking when it was made")
  func unintroducedOutput() {
    trace.recording {
      let model = MessageTrace.speaking(as: ScreenViewModel.self) { ScreenViewModel() }
      let token = MessageTrace.speaking(as: ScreenViewController()) { model.route.observe { _ in } }
      model.route.send(7)
      token.cancel()
    }
    #expect(trace.drain() == ["ScreenViewModel → ScreenViewController: 7"])
  }

  @Test("An event is recorded like a bindable value's value")
  func eventDelivery() {
    trace.recording {
      let model = ScreenViewModel()
      MessageTrace.introduce(model)
      let token = MessageTrace.speaking(as: ScreenViewController()) { model.route.observe { _ in } }
      model.route.send(7)
      token.cancel()
    }
    #expect(trace.drain() == ["ScreenViewModel → ScreenViewController: 7"])
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
@Suite("Participant: a type's name")
struct ParticipantTests {
  final class Presenter {}
  final class PresenterRelay: StandIn {
    var participant: Participant { Participant(of: Presenter.self) }
  }

  @Test("An object and its type give the type's name; an optional gives what it holds")
  func fromObjects() {
    let presenter: Presenter? = Presenter()
    #expect(Participant(of: Presenter()).name == "Presenter")
    #expect(Participant(of: Presenter.self).name == "Presenter")
    #expect(Participant(of: presenter as Any).name == "Presenter")
  }

  @Test("A stand-in gives the name of the object it stands for")
  func standIns() {
    #expect(Participant(of: PresenterRelay()).name == "Presenter")
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

/// Relays: the stand-ins a telling's `Tracing.swift` puts between two of its objects.
@MainActor
@Suite("MessageRelay: recording the calls no seam sees")
struct MessageRelayTests {
  @MainActor protocol Screen: AnyObject { func show(_ text: String) }
  final class RealScreen: Screen {
    var shown: [String] = []
    var speakers: [Participant?] = []
    func show(_ text: String) {
      shown.append(text)
      speakers.append(MessageTrace.speaker)
    }
  }
  final class ScreenRelay: MessageRelay<RealScreen>, Screen {
    func show(_ text: String) { relay("show(\(text))") { $0.show(text) } }
  }
  final class WeakScreenRelay: WeakMessageRelay<RealScreen>, Screen {
    func show(_ text: String) { relay("show(\(text))") { $0.show(text) } }
  }
  final class Presenter {}

  @Test("A relay records the call, then makes it as the receiver's code")
  func recordsAndPasses() {
    let trace = MessageTrace()
    let screen = RealScreen()
    trace.recording { ScreenRelay(from: Presenter.self, to: screen).show("hi") }
    #expect(screen.shown == ["hi"])
    #expect(screen.speakers == [Participant("RealScreen")])
    #expect(trace.drain() == ["Presenter → RealScreen: show(hi)"])
  }

  @Test("Without a trace a relay passes the call on and records nothing")
  func noTrace() {
    let screen = RealScreen()
    ScreenRelay(from: Presenter.self, to: screen).show("hi")
    #expect(screen.shown == ["hi"])
    #expect(screen.speakers == [nil])
  }

  @Test("A relay with no sender names whoever is speaking when the call is made")
  func ambientCaller() {
    let trace = MessageTrace()
    trace.recording {
      let relay = ScreenRelay(from: nil, to: RealScreen())
      MessageTrace.speaking(as: Presenter()) { relay.show("a") }
      MessageTrace.speaking(as: RealScreen()) { relay.show("b") }
    }
    #expect(
      trace.drain() == ["Presenter → RealScreen: show(a)", "RealScreen → RealScreen: show(b)"])
  }

  @Test("An answer is recorded from the receiver to the caller, and runs as the caller's code")
  func answers() {
    let trace = MessageTrace()
    var speaker: Participant?
    trace.recording {
      let relay = ScreenRelay(from: Presenter.self, to: RealScreen())
      let completion = relay.answer({ (count: Int) in "done(\(count))" }) { _ in
        speaker = MessageTrace.speaker
      }
      completion(3)
    }
    #expect(trace.drain() == ["RealScreen → Presenter: done(3)"])
    #expect(speaker == Participant("Presenter"))
  }

  @Test("A weak relay is kept by the trace and never keeps its receiver")
  func weakRelay() {
    let trace = MessageTrace()
    weak var released: RealScreen?
    weak var relay: WeakScreenRelay?
    trace.recording {
      let screen = RealScreen()
      released = screen
      relay = WeakScreenRelay.kept(from: Presenter.self, to: screen, in: trace)
    }
    #expect(released == nil, "the relay did not keep the screen")
    #expect(relay != nil, "the trace kept the relay")
    relay?.show("late")
    #expect(trace.drain().isEmpty, "a call to a receiver that is gone is not a message")
  }

  @Test("Wiring the same sender to the same receiver again uses the relay the trace keeps")
  func weakRelayReused() {
    let trace = MessageTrace()
    let coordinator = RealScreen()
    let other = RealScreen()
    let first = WeakScreenRelay.kept(from: Presenter.self, to: coordinator, in: trace)
    let again = WeakScreenRelay.kept(from: Presenter.self, to: coordinator, in: trace)
    let elsewhere = WeakScreenRelay.kept(from: Presenter.self, to: other, in: trace)
    let fromAnother = WeakScreenRelay.kept(from: RealScreen.self, to: other, in: trace)
    #expect(first === again)
    #expect(first !== elsewhere)
    #expect(elsewhere !== fromAnother)
  }
}
