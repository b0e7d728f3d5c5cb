// swift-format-ignore-file
// A plant the shape check must refuse: a teaching file imports TerminalUI once, as the exact
// line `import TerminalUI`, which alone is read as `import UIKit`; each other import is named.
// expected: Imports.swift:11: @preconcurrency import TerminalUI
// expected: Imports.swift:12: @testable import TerminalUI
// expected: Imports.swift:13: import struct TerminalUI.Label
// expected: Imports.swift:14: import TerminalUI.Label
// expected: Imports.swift:15: import TerminalUI (a second time)
// expected: Imports.swift:17: import TerminalUI (with @preconcurrency on the line above)
import TerminalUI
@preconcurrency import TerminalUI
@testable import TerminalUI
import struct TerminalUI.Label
import TerminalUI.Label
import TerminalUI
@preconcurrency
import TerminalUI
