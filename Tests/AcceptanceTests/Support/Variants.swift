import AppShell
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews
import MVVMObservableNews
import UnidirectionalNews

/// Every telling of the app. The scenarios run against all of them and
/// demand identical frames; there is no list of exemptions. A new variant is
/// one more line here.
@MainActor
let allVariants: [any NewsVariant.Type] = [
  MVCNewsApp.self,
  MVVMNewsApp.self,
  MVPNewsApp.self,
  MVPtoMVVMNewsApp.self,
  MVVMObservableNewsApp.self,
  UnidirectionalNewsApp.self,
]

/// The names of every telling, for tests that run once per variant and say which one in their
/// results ("mvvm", not "1"). Kept in step with `allVariants` by a test.
let variantNames = ["mvc", "mvvm", "mvp", "mvp-mvvm", "mvvm-observable", "unidirectional"]

/// The variant called `name`.
@MainActor
func variant(named name: String) -> any NewsVariant.Type {
  guard let variant = allVariants.first(where: { $0.name == name }) else {
    preconditionFailure("no variant named \(name)")
  }
  return variant
}
