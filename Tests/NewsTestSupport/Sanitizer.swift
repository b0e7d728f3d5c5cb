#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which sanitizer, if any, this test process was built with (`make sanitize`): the apps the
/// tests start are built the same way. A test that measures time is off under a sanitizer,
/// which slows the code it watches several times over.
public enum Sanitizer {
  /// Whether ThreadSanitizer's runtime is loaded.
  public static let isThread = isLoaded("__tsan_init")
  /// Whether AddressSanitizer's runtime is loaded.
  public static let isAddress = isLoaded("__asan_init")
  /// Whether either is.
  public static var isActive: Bool { isThread || isAddress }

  private static func isLoaded(_ symbol: String) -> Bool {
    dlsym(dlopen(nil, RTLD_NOW), symbol) != nil
  }
}
