#!/usr/bin/env bash
# The exercises' CI check (`make exercises-ci`, part of `make ci`):
# - kit's command dispatch keeps its contract (help, unknown command, the side-by-side run's flags);
# - `kit check-exercises`: every exercise has its README, hints, starter, solution and failing-test
#   list; every pristine starter compiles and fails exactly its declared tests within the time
#   limit; every reference solution passes through the same path a learner's code takes; every
#   solution has its test target (which `make test` ran), and no target compiles a learner's file.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SWIFTFLAGS=${SWIFTFLAGS:-}
start=$(date +%s)

# shellcheck disable=SC2086 # SWIFTFLAGS is a list of flags
$SWIFT build $SWIFTFLAGS --product kit >/dev/null 2>&1 || $SWIFT build $SWIFTFLAGS --product kit || exit 1
# shellcheck disable=SC2086
$SWIFT build $SWIFTFLAGS --product ExerciseKit >/dev/null 2>&1 ||
  $SWIFT build $SWIFTFLAGS --product ExerciseKit || exit 1
kit="$($SWIFT build --show-bin-path)/kit"

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
expect 64 "usage: kit reset NAME" reset
expect 64 "unknown option '--nope'" --nope
expect 0 "Keys:" --help

"$kit" check-exercises || fail "kit check-exercises"

echo "check-exercises: $failed failed, $(($(date +%s) - start)) s"
[[ $failed == 0 ]]
