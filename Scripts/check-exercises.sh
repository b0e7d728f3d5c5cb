#!/usr/bin/env bash
# The exercises' CI check (`make exercises-ci`, part of `make ci`):
# - kit's command dispatch keeps its contract (help, unknown command, the side-by-side run's flags);
# - `kit check-exercises`: every exercise has its README, hints, starter, solution and failing-test
#   list; its tests and solution are as the kit records them; every pristine starter compiles and
#   fails exactly its declared tests within the time limit; every reference solution passes
#   through the same path a learner's code takes; every solution has its test target (which
#   `make test` ran), and no target compiles a learner's file;
# - edited tests never pass: in a copy of the exercises, a test file replaced with one test that
#   cannot fail makes `kit exercise` fail, saying the tests were changed;
# - every exercise's own package builds and passes `swift test` with its reference solution;
# - `editor-check` (Scripts/editor-check): sourcekit-lsp, opened on each exercise's folder as an
#   editor opens it,
#   reports a planted type error in every learner file, completes after a member access and
#   finds definitions, with the kit's modules resolved.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SWIFTFLAGS=${SWIFTFLAGS:-}
start=$(date +%s)

# SwiftPM's native build engine, named: the runner compiles with the commands it records.
native=(--build-system native)
# shellcheck disable=SC2086 # SWIFTFLAGS is a list of flags
$SWIFT build "${native[@]}" $SWIFTFLAGS --product kit >/dev/null 2>&1 ||
  $SWIFT build "${native[@]}" $SWIFTFLAGS --product kit || exit 1
# shellcheck disable=SC2086
$SWIFT build "${native[@]}" $SWIFTFLAGS --product ExerciseKit >/dev/null 2>&1 ||
  $SWIFT build "${native[@]}" $SWIFTFLAGS --product ExerciseKit || exit 1
kit="$($SWIFT build "${native[@]}" --show-bin-path)/kit"

failed=0
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

# expect CODE TEXT ARGS...: `kit ARGS` exits with CODE and says TEXT (on either stream).
expect() {
  local code=$1 text=$2
  shift 2
  local output status
  output=$("$kit" "$@" </dev/null 2>&1)
  status=$?
  [[ $status == "$code" ]] || fail "kit $* exited $status, expected $code"
  [[ $output == *"$text"* ]] || fail "kit $* did not say '$text': $output"
}
expect 0 "kit exercise [NAME]" help
expect 64 "'exercize' is not a kit command" exercize
expect 64 "no exercise is called 'nope'" exercise nope
expect 64 "usage: kit reset [--list] NAME" reset
expect 64 "unknown option '--nope'" --nope
expect 0 "Keys:" --help

"$kit" check-exercises || fail "kit check-exercises"

# A copy of the kit's exercises that shares its build; the learner's own files are not touched.
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp Package.swift "$copy/" && cp -R Exercises "$copy/" && ln -s "$PWD/.build" "$copy/.build"
for folder in "$copy"/Exercises/[0-9][0-9]-*/; do
  id=$(basename "$folder")
  cp "$folder"Solution/*.swift "$folder"  # the reference solution, which passes…
  tests=$(find "$folder"Tests -name '*.swift' | sort | head -1)
  printf 'import Testing\n\n@Test func cannotFail() {}\n' >"$tests"  # …against a test that cannot fail
  output=$(cd "$copy" && "$kit" exercise "${id:3}" </dev/null 2>&1)
  status=$?
  [[ $status != 0 && $output == *"the tests of ${id:0:2} were changed"* ]] ||
    fail "$id passed with its tests replaced (exit $status): $output"
done

# Every exercise is a package a learner opens in Xcode or VS Code, or builds and tests there:
# in a copy of the whole kit, each with its reference solution, `swift build` and `swift test`
# in its folder pass (one scratch folder for all: the kit's modules are built once), and the
# build says no warning about the exercise (Xcode would show it on every build).
packages=$(mktemp -d)
trap 'rm -rf "$copy" "$packages"' EXIT
tested=0
tar --exclude=.build --exclude='.build-*' -cf - . | tar -xf - -C "$packages"
for folder in "$packages"/Exercises/[0-9][0-9]-*/; do
  id=$(basename "$folder")
  cp "$folder"Solution/*.swift "$folder"
  # shellcheck disable=SC2086
  output=$(cd "$folder" && $SWIFT build $SWIFTFLAGS --build-tests --scratch-path "$packages/.build" 2>&1 &&
    $SWIFT test $SWIFTFLAGS --skip-build --scratch-path "$packages/.build" 2>&1)
  status=$?
  warnings=$(grep -E "warning: " <<<"$output" | sort -u)
  if [[ -n $warnings ]]; then
    fail "$id: swift build --build-tests in its folder warns:
$warnings"
  elif [[ $status == 0 && $output == *"passed after"* ]]; then
    tested=$((tested + 1))
  else
    fail "$id: swift build or swift test in its folder failed (exit $status):
$(printf '%s\n' "$output" | tail -20)"
  fi
done
echo "$tested exercise packages build and pass swift test with their reference solutions"

# Swift Build, the engine SwiftPM is moving to, records no commands (.build/debug.yaml), which
# the runner compiles with. Through a swift whose SwiftPM builds with Swift Build by default
# (a copy of this toolchain whose `swift` says so), in copies of the kit with no build yet:
# - while SwiftPM has its native engine, the runner asks for it by name, and checks as ever;
# - once it has none (the copy's `swift` refuses it), the runner checks the exercise's own
#   package with SwiftPM: the starter fails, the solution passes.
if [[ $(uname) == Linux ]]; then
  engines=$(mktemp -d)
  trap 'rm -rf "$copy" "$packages" "$engines"' EXIT
  real=$(readlink -f "$(command -v "$SWIFT")")
  toolchain=$(dirname "$(dirname "$real")")
  mkdir -p "$engines/usr/bin"
  for entry in "$toolchain"/*; do [[ $entry == */bin ]] || ln -s "$entry" "$engines/usr/"; done
  for entry in "$toolchain"/bin/*; do [[ $entry == */swift ]] || ln -s "$entry" "$engines/usr/bin/"; done
  cat >"$engines/usr/bin/swift" <<SWIFT
#!/usr/bin/env bash
# swift, whose SwiftPM builds with Swift Build unless told otherwise; with NO_NATIVE_ENGINE set,
# it has no native engine, as a SwiftPM that has dropped it.
case "\${1:-}" in
  build | test | run)
    if [[ -n \${NO_NATIVE_ENGINE:-} && " \$* " == *" native "* ]]; then
      echo "error: The value 'native' is invalid for '--build-system <build-system>'" >&2
      exit 64
    fi
    [[ " \$* " == *" --build-system "* ]] || set -- "\$1" --build-system swiftbuild "\${@:2}"
    ;;
esac
exec -a "\$0" '$real' "\$@"
SWIFT
  chmod +x "$engines/usr/bin/swift"
  for engine in native none; do
    kitcopy="$engines/kit-$engine"
    mkdir -p "$kitcopy"
    tar --exclude=.build --exclude='.build-*' -cf - . | tar -xf - -C "$kitcopy"
    for files in Starter Solution; do
      cp "$kitcopy/Exercises/01-dynamic-value/$files"/*.swift "$kitcopy/Exercises/01-dynamic-value/"
      output=$(cd "$kitcopy" && PATH="$engines/usr/bin:$PATH" \
        NO_NATIVE_ENGINE=$([[ $engine == none ]] && echo yes) "$kit" exercise dynamic-value \
        </dev/null 2>&1)
      status=$?
      if [[ $files == Starter ]]; then
        [[ $status != 0 && $output == *"6 of 8 tests fail"* ]] ||
          fail "Swift Build by default, native engine: $engine: the starter did not fail as declared (exit $status): $output"
      else
        [[ $status == 0 && $output == *"all 8 tests pass"* ]] ||
          fail "Swift Build by default, native engine: $engine: the solution did not pass (exit $status): $output"
      fi
    done
    recorded=$([[ -f $kitcopy/.build/debug.yaml ]] && echo native || echo none)
    [[ $recorded == "$engine" ]] ||
      fail "Swift Build by default, native engine: $engine: the kit's build record is there: $recorded"
  done
  echo "with Swift Build as SwiftPM's default: the runner checks 01 with and without the native engine"
fi

# shellcheck disable=SC2086
$SWIFT build $SWIFTFLAGS --product editor-check >/dev/null 2>&1 ||
  $SWIFT build $SWIFTFLAGS --product editor-check || exit 1
"$($SWIFT build --show-bin-path)/editor-check" || fail "editor-check"

echo "check-exercises: $failed failed, $(($(date +%s) - start)) s"
[[ $failed == 0 ]]
