// UIKit brings CoreGraphics' geometry with it: a file that imports UIKit can write
// `CGRect.zero`. So does TerminalUI on Apple's platforms, where `.zero` and the other members
// come from CoreGraphics' Swift overlay, not Foundation. On Linux, Foundation declares the
// geometry types and their members itself.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
