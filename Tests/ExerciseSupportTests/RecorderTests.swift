import ExerciseSupport
import Observing
import Testing

@MainActor
@Suite struct RecorderTests {
  @Test func recordsEveryChangeNotTheValueHeldWhenItStarted() {
    let output = MutableBindableValue("first")
    let recorder = Recorder(output)
    output.value = "second"
    output.value = "third"
    #expect(recorder.values == ["second", "third"])
  }

  @Test func recordsEveryEventOfAStream() {
    let output = EventSource<Int>()
    let recorder = Recorder(output as EventStream<Int>)
    output.send(1)
    output.send(1)
    #expect(recorder.values == [1, 1])
  }

  @Test func recordsWhatItIsHandedWhenMadeEmpty() {
    let recorder = Recorder<Int>()
    let emit: (Int) -> Void = recorder.record
    emit(1)
    emit(2)
    #expect(recorder.values == [1, 2])
    #expect(recorder.last == 2)
  }

  @Test func clearForgetsThePastButKeepsListening() {
    let output = MutableBindableValue(0)
    let recorder = Recorder(output)
    recorder.clear()
    output.value = 1
    #expect(recorder.values == [1])
  }

  @Test func stopsListeningWhenReleased() {
    let output = MutableBindableValue(0)
    weak var released: Recorder<Int>?
    do {
      let recorder = Recorder(output)
      released = recorder
    }
    output.value = 1
    #expect(released == nil)
  }
}
