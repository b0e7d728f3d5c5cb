import TerminalUI
import Testing

@testable import class Exercise05CurrencyRates.RatesViewController

@MainActor
@Suite("The rates screen")
struct RatesScreenTests {
  private let service = FakeRatesService()

  private func show() -> (Window, RatesViewController) {
    let controller = RatesViewController(service: service)
    let window = Window.showing(controller, size: Size(width: 44, height: 5))
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test("the rates appear once they arrive")
  func ratesAppear() {
    let (window, controller) = show()
    service.answer(.success(someRates))
    #expect(
      window.render(at: .zero).plainText == """

        ›    EUR                              0.9234
             GBP                              0.7899
             JPY                            151.5000

        """)
    withExtendedLifetime(controller) {}
  }

  @Test("r fetches the rates again")
  func refreshKey() {
    let (window, controller) = show()
    window.send(.refresh)
    #expect(service.requestedBases == ["USD", "USD"])
    withExtendedLifetime(controller) {}
  }

  @Test("the screen, its view model and its data source go when the screen goes")
  func everythingIsReleased() {
    weak var released: RatesViewController?
    do {
      let (window, controller) = show()
      released = controller
      window.close()
    }
    service.answer(.success(someRates))
    #expect(
      released == nil,
      "something still holds the controller after its screen went away: what captures it?")
  }
}
