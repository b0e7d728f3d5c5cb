import Foundation

@testable import ExerciseRunner

/// A stand-in for `swiftc` in a `TemporaryKit`, so that the runner's path from
/// a file to a verdict can be tested in full — copies, fingerprints, process
/// groups, bounded output, clean-up — in milliseconds and without a compiler.
///
/// It "compiles" by writing a shell script as the test program. The sources
/// say what that program does, in comment lines the real compiler would ignore:
///
/// - `//! LINE`: a line of the test program, which has `pass` and `fail`
///   (write the event stream of one test, `T/one()`, that passes or fails, and exit 0 or 1),
///   `passWithMine` (`pass`, with a second test, `Mine/mine()`, found but never run) and
///   `forge` (write only that `T/one()` ended, and that the run did, as code that forges the
///   report before any test runs does);
///   the learner's lines are the "library", which the program reads when it starts;
/// - `//i …`: the learner's module's interface: the tests are compiled again when it changes;
/// - `//@ LINE`: run by the compiler itself while it compiles — a save made
///   during a check, say;
/// - `//x`: the code does not compile;
/// - a line `import Testing`: the learner's module loads Swift Testing, as its loaded-module
///   trace says (`-emit-loaded-module-trace-path`).
///
/// A `//@` line can read `$module`, the module being compiled: which module a file joins.
/// The kit's build is faked too (`.build/debug.yaml`, an empty library), so the real `kit`
/// executable started in the temporary kit uses this compiler as well.
struct FakeToolchain {
  let kit: TemporaryKit
  /// The kit's exercises as they were when the toolchain was made: what checks insist on.
  let record: ExerciseRecord

  /// The compiler script.
  var swiftc: URL { kit.root.appendingPathComponent("fake-swiftc") }

  /// Fakes the toolchain of `kit`, whose exercises are as committed now.
  init(in kit: TemporaryKit) throws {
    self.kit = kit
    let exercises = ExerciseCatalog(packageRoot: kit.root).exercises
    var record = ExerciseRecord(of: exercises)
    // The one test every fake test program has.
    record.tests = Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, ["T/one()"]) })
    self.record = record
    try kit.writeProgram(Self.compiler, to: "fake-swiftc")
    try kit.write(
      """
      commands:
        "C.ExerciseSupportTests-fake-debug.module":
          tool: shell
          args: ["\(swiftc.path)","-module-name","ExerciseSupportTests"]

      """, to: ".build/debug.yaml")
    try kit.write("", to: ".build/debug/libExerciseKit.so")
    try kit.write("", to: ".build/debug/libExerciseKit.dylib")
  }

  /// A builder of the temporary kit that compiles with this compiler.
  func builder() throws -> ExerciseBuilder {
    let build = KitBuild(packageRoot: kit.root)
    var builder = ExerciseBuilder(kit: build, setup: try build.compilerSetup())
    builder.record = record
    // `swift test` sets NO_COLOR for the tests it runs; a learner's terminal does not.
    builder.environment["NO_COLOR"] = nil
    return builder
  }

  private static let compiler = #"""
    #!/bin/bash
    # A stand-in for swiftc: see FakeToolchain.swift.
    # Asked for its plan (-###), it says it would run itself, as the real driver names the
    # frontend: one job, its words quoted as a shell quotes them.
    if [[ " $* " == *" -### "* ]]; then
      words=()
      for word in "$@"; do [ "$word" = "-###" ] || words+=("$word"); done
      printf '%q ' "$0" "${words[@]}"
      echo
      exit 0
    fi
    out="" module="" library="" interface="" linked=() trace="" folders=() sources=()
    while [ $# -gt 0 ]; do
      case "$1" in
        -o) out="$2"; shift 2 ;;
        -emit-loaded-module-trace-path) trace="$2"; shift 2 ;;
        -module-name) module="$2"; shift 2 ;;
        -emit-library) library=yes; shift ;;
        -emit-module-path) interface="$2"; shift 2 ;;
        -L) folders+=("$2"); shift 2 ;;
        -lExerciseKit) shift ;;
        -l*) linked+=("${1#-l}"); shift ;;
        *.swift) sources+=("$1"); shift ;;
        *) shift ;;
      esac
    done
    if grep -q '^//x' "${sources[@]}"; then
      echo "${sources[0]}:1:1: error: this does not compile"
      exit 1
    fi
    while IFS= read -r line; do eval "$line"; done < <(grep -h '^//@ ' "${sources[@]}" | cut -c5-)
    if [ -n "$trace" ]; then
      loaded='{"name":"Swift"}'
      grep -q '^import Testing' "${sources[@]}" && loaded="$loaded"',{"name":"Testing"}'
      echo '{"swiftmodulesDetailedInfo":['"$loaded"']}' > "$trace"
    fi
    if [ -n "$library" ]; then
      # The learner's module: its lines, which the test program reads when it starts, as a
      # program loads a library; its interface, the lines marked `//i`.
      grep -h '^//! ' "${sources[@]}" | cut -c5- > "$out"
      grep -h '^//i' "${sources[@]}" > "$interface"
      exit 0
    fi
    {
      echo '#!/bin/bash'
      echo "module='$module'"
      cat <<'PRELUDE'
    test='{"kind":"test","payload":{"id":"'$module'.T/one()/T.swift:1:1","kind":"function","name":"one()","sourceLocation":{"fileID":"M/T.swift","line":1}}}'
    started='{"kind":"event","payload":{"kind":"testStarted","testID":"'$module'.T/one()/T.swift:1:1"}}'
    testEnded='{"kind":"event","payload":{"kind":"testEnded","testID":"'$module'.T/one()/T.swift:1:1"}}'
    ended='{"kind":"event","payload":{"kind":"runEnded"}}'
    issue='{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"no"}],"testID":"'$module'.T/one()/T.swift:1:1"}}'
    mine='{"kind":"test","payload":{"id":"'$module'.Mine/mine()/M.swift:1:1","kind":"function","name":"mine()","sourceLocation":{"fileID":"M/M.swift","line":1}}}'
    pass() { printf '%s\n%s\n%s\n%s\n' "$test" "$started" "$testEnded" "$ended" >&3; exit 0; }
    passWithMine() { printf '%s\n%s\n%s\n%s\n%s\n' "$test" "$mine" "$started" "$testEnded" "$ended" >&3; exit 0; }
    forge() { printf '%s\n%s\n' "$testEnded" "$ended" >&3; exit 0; }
    fail() { printf '%s\n%s\n%s\n%s\n%s\n' "$test" "$started" "$issue" "$testEnded" "$ended" >&3; exit 1; }
    PRELUDE
      for name in "${linked[@]}"; do
        for folder in "${folders[@]}"; do
          for file in "$folder/lib$name.so" "$folder/lib$name.dylib"; do
            [ -f "$file" ] && echo ". '$file'"
          done
        done
      done
      grep -h '^//! ' "${sources[@]}" | cut -c5-
    } > "$out"
    chmod +x "$out"
    """#
}
