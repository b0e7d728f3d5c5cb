// `make mutants`: the mutation runner, run from the kit's folder after a debug build with tests.
//
//     mutants [--sample N] [--jobs N] [--only TEXT]... [--list]
//
// --sample N     about one mutant in N, the same ones every run (`make ci` runs a sample)
// --jobs N       mutants built and tested at once (2)
// --only TEXT    only mutants whose description contains TEXT (a file, an operator)
// --list         list the mutants, build nothing
//
// Exits 0 when every survivor is listed in Mutants/equivalent-mutants.txt with its reason,
// 1 when one is not (or the list names a mutant that no longer survives), 64 for bad flags,
// 69 on macOS (not yet), 70 when the kit's build or tests cannot be used.

import Foundation
import Mutation

func fail(_ message: String, _ code: Int32) -> Never {
  FileHandle.standardError.write(Data("mutants: \(message)\n".utf8))
  exit(code)
}

func parseOptions() -> RunOptions {
  var options = RunOptions()
  var arguments = CommandLine.arguments.dropFirst()
  func number(after flag: String) -> Int {
    guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
      fail("\(flag) needs a whole number above 0", 64)
    }
    return value
  }
  while let argument = arguments.popFirst() {
    switch argument {
    case "--sample": options.sample = number(after: argument)
    case "--jobs": options.jobs = number(after: argument)
    case "--only":
      guard let text = arguments.popFirst() else { fail("--only needs a text", 64) }
      options.only.append(text)
    case "--list": options.listOnly = true
    default: fail("unknown argument '\(argument)'", 64)
    }
  }
  return options
}

#if os(Linux)
  do {
    let run = try MutationRun(
      root: FileManager.default.currentDirectoryPath, options: parseOptions())
    exit(try run.run())
  } catch {
    fail("\(error)", 70)
  }
#else
  // On macOS SwiftPM links the tests as a bundle that only its own helper runs; relinking and
  // running that bundle is not written yet.
  fail("mutants runs on Linux for now: on macOS the tests are a bundle it cannot run yet", 69)
#endif
