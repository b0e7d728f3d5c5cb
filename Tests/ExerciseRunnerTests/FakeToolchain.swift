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
///   (write the event stream of one test that passes or fails, and exit 0 or 1);
/// - `//@ LINE`: run by the compiler itself while it compiles — a save made
///   during a check, say;
/// - `//x`: the code does not compile.
///
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
    record = ExerciseRecord(of: ExerciseCatalog(packageRoot: kit.root).exercises)
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
    out="" module="" sources=()
    while [ $# -gt 0 ]; do
      case "$1" in
        -o) out="$2"; shift 2 ;;
        -module-name) module="$2"; shift 2 ;;
        *.swift) sources+=("$1"); shift ;;
        *) shift ;;
      esac
    done
    if grep -q '^//x' "${sources[@]}"; then
      echo "${sources[0]}:1:1: error: this does not compile"
      exit 1
    fi
    while IFS= read -r line; do eval "$line"; done < <(grep -h '^//@ ' "${sources[@]}" | cut -c5-)
    {
      echo '#!/bin/bash'
      echo "module='$module'"
      cat <<'PRELUDE'
    test='{"kind":"test","payload":{"id":"'$module'.T/one()/T.swift:1:1","kind":"function","name":"one()","sourceLocation":{"fileID":"M/T.swift","line":1}}}'
    ended='{"kind":"event","payload":{"kind":"runEnded"}}'
    issue='{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"messages":[{"symbol":"fail","text":"no"}],"testID":"'$module'.T/one()/T.swift:1:1"}}'
    pass() { printf '%s\n%s\n' "$test" "$ended" >&3; exit 0; }
    fail() { printf '%s\n%s\n%s\n' "$test" "$issue" "$ended" >&3; exit 1; }
    PRELUDE
      grep -h '^//! ' "${sources[@]}" | cut -c5-
    } > "$out"
    chmod +x "$out"
    """#
}
