#!/usr/bin/env bash
# `make test`, and with warnings as errors `make ci`: builds everything, then runs every test,
# compares the six executables' transcripts byte for byte (Scripts/compare-transcripts.sh),
# compiles every teaching file as UIKit code (Scripts/check-uikit-shape.sh) and runs a few
# seeded fuzz cases, enough to prove the fuzzer works (`make fuzz` runs thousands).
#
# Each step's output is kept. On success a line or two each is printed; when a step fails,
# everything it printed.
#
# The build takes most of the time, and a two-core machine is the measure: the apps are built
# first, and the checks that need only them (the transcripts, the fuzz cases, the shape check)
# run while the test modules compile; then the tests run beside whatever is left of them.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SWIFTFLAGS=${SWIFTFLAGS:-}
VARIANTS=${VARIANTS:?set VARIANTS, or run make test}
FUZZ_CASES=${FUZZ_CASES:-10}
logs=$(mktemp -d)
# A failed build stops the checks already running.
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$logs"' EXIT
start=$SECONDS

# Builds with the given arguments into a log; when the build fails, prints the log and stops.
build() {
  local log=$1
  shift
  # shellcheck disable=SC2086 # SWIFTFLAGS is a list of flags
  if ! $SWIFT build "$@" $SWIFTFLAGS >"$log" 2>&1; then
    cat "$log"
    echo "make test: the build failed"
    exit 1
  fi
}

echo "Building everything (the first build takes a few minutes)…"
build "$logs/build-apps"
bin=$($SWIFT build --show-bin-path)
apps=$((SECONDS - start))

# The checks run from a copy of what they need: building the tests links the executables
# again (so that tests can link them too) while the checks are running them.
mkdir "$logs/bin"
cp -R "$bin/Modules" "$logs/bin/"
for program in $VARIANTS kit stage fuzz; do cp "$bin/$program" "$logs/bin/"; done
checks=$SECONDS
BIN="$logs/bin" VARIANTS="$VARIANTS" bash Scripts/compare-transcripts.sh >"$logs/transcripts" 2>&1 &
transcripts=$!
# shellcheck disable=SC2086 # VARIANTS is a list of names
"$logs/bin/fuzz" --cases "$FUZZ_CASES" --seed 1 $VARIANTS >"$logs/fuzz" 2>&1 &
fuzz=$!
BIN="$logs/bin" bash Scripts/check-uikit-shape.sh >"$logs/shape" 2>&1 &
shape=$!

build "$logs/build-tests" --build-tests
# A warning is worth a line even when the build succeeds: the kit keeps none.
warnings=$(cat "$logs/build-apps" "$logs/build-tests" | grep -E '^/.*: warning: ' | sort -u)
[[ -z $warnings ]] || echo "$warnings"
echo "build: $((SECONDS - start)) s (the apps in $apps s), $(grep -c . <<<"$warnings") warnings"

# The tests. Most run on the main actor, one at a time, so one test program keeps one core
# busy: where the test program is an executable (Linux), it runs as two processes, the
# acceptance scenarios beside the rest, and the two XCTest tests in a third. (On macOS the
# tests are a bundle that `swift test` runs.)
run_tests() {
  local program
  program=$(ls -d "$bin"/*PackageTests.xctest 2>/dev/null | head -1)
  if [[ ! -f $program || ! -x $program ]]; then
    # shellcheck disable=SC2086
    $SWIFT test --skip-build --quiet $SWIFTFLAGS
    return
  fi
  local apart='^(AcceptanceTests|IOSEditionTests)\.' status=0
  # As `swift test --quiet` runs them: failures and the summary, no colour in the log.
  NO_COLOR=1 "$program" --testing-library swift-testing --quiet --filter "$apart" \
    >"$logs/tests-apart" 2>&1 &
  local first=$!
  NO_COLOR=1 "$program" --testing-library swift-testing --quiet --skip "$apart" \
    >"$logs/tests-rest" 2>&1 &
  local second=$!
  "$program" >"$logs/tests-xctest" 2>&1 || status=1
  wait $first || status=1
  wait $second || status=1
  cat "$logs/tests-apart" "$logs/tests-rest" "$logs/tests-xctest"
  return $status
}

tested=$SECONDS
run_tests >"$logs/tests" 2>&1 &
tests=$!

failed=()
if wait $tests; then
  # "✔ Test run with 755 tests in 128 suites passed after 4.4 seconds.", once a process: the
  # tests add up, the seconds are the longest run's.
  runs=$(grep -E 'Test run with [0-9]+ tests' "$logs/tests")
  count=0
  for tests_run in $(sed -nE 's/.* with ([0-9]+) tests? .*/\1/p' <<<"$runs"); do
    count=$((count + tests_run))
  done
  seconds=$(sed -nE 's/.* after ([0-9]+(\.[0-9])?)[0-9]* seconds.*/\1/p' <<<"$runs" | sort -n |
    tail -1)
  xctests=$(grep -oE 'Executed [0-9]+ tests?' "$logs/tests" | tail -1 | grep -oE '[0-9]+')
  echo "tests: $((${count:-0} + ${xctests:-0})) passed in ${seconds:-?} s" \
    "(${count:-0} Swift Testing, ${xctests:-0} XCTest)"
else
  cat "$logs/tests"
  failed+=(tests)
fi
if wait $transcripts; then tail -1 "$logs/transcripts"; else
  cat "$logs/transcripts"
  failed+=(transcripts)
fi
if wait $fuzz; then tail -1 "$logs/fuzz" | sed 's/ against [^:]*:/:/'; else
  cat "$logs/fuzz"
  failed+=(fuzz)
fi
if wait $shape; then tail -1 "$logs/shape"; else
  grep -v '^ok ' "$logs/shape"
  failed+=(uikit-shape)
fi
echo "checks: $((SECONDS - checks)) s, $((SECONDS - tested)) s of them after the build"

if ((${#failed[@]} > 0)); then
  echo "make test: FAILED (${failed[*]}) after $((SECONDS - start)) s"
  exit 1
fi
echo "make test: passed in $((SECONDS - start)) s"
