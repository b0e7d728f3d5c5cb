import Foundation

/// The bundled feed the apps show when no `--fixture` is given.
public enum NewsFixture {
  /// The bytes of `news.json`, shipped as a package resource.
  public static var bundled: Data {
    guard let url = Bundle.module.url(forResource: "news", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else {
      // The resource is part of the build; its absence is a broken install, not bad input.
      preconditionFailure("news.json is missing from the NewsCore bundle")
    }
    return data
  }
}
