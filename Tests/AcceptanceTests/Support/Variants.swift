import AppShell
import MVCNews
import MVPNews
import MVPtoMVVMNews
import MVVMNews

/// Every telling of the app. The scenarios run against all of them and
/// demand identical frames; there is no list of exemptions. A new variant is
/// one more line here.
@MainActor
let allVariants: [any NewsVariant.Type] = [
  MVCNewsApp.self,
  MVVMNewsApp.self,
  MVPNewsApp.self,
  MVPtoMVVMNewsApp.self,
]
