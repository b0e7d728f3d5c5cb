#!/usr/bin/env bash
# Runs the six built executables with the same scripts and fixtures and
# demands byte-identical transcripts; checks the exit-code contract; checks
# that --trace is where the variants differ. Prints "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
# Where the executables are: BIN when the caller knows (make test, while `swift test` holds the
# build folder), else as SwiftPM says.
bin=${BIN:-$($SWIFT build --show-bin-path)}
# The executables to compare, from the Makefile's VARIANTS (make test and make transcripts pass it).
read -r -a variants <<<"${VARIANTS:?set VARIANTS, or run make transcripts}"
first=${variants[0]}  # The reference the others are compared with.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL: $*"; }

printf '{"news": []}' >"$work/empty.json"
printf '{"news": [{"id": "1", "title": ' >"$work/truncated.json"
printf '{"news": [{"id": "1", "title": "\\u001b[2J\\u001b[31mRed alert\\u0007", "date": "2026-11-20T08:00:00Z", "content": "Bell\\u0007 and \\u001b]0;title\\u0007"}]}' >"$work/hostile.json"

scripts=(
  "wait,down,enter,back,refresh,wait,quit"
  "wait,down,enter,wait,back,refresh,wait,quit"
  "refresh,refresh,wait,down,down,down,enter,back"
  "wait 1,refresh,wait 2.5,wait 0.5,wait,up,up,enter,wait 0.5,back,wait"
  "wait,down,down,down,down,down,down,down,down,down,down,down,down,down,down,down,up,enter,wait 0.5,back,wait"
  "wait,enter,pagedown,down,wait,pagedown,pagedown,up,pageup,back,pagedown,enter,down"
)
option_sets=(
  ""
  "--size 20x8"
  "--size 200x10"
  "--fail"
  "--fixture $work/empty.json"
  "--fixture $work/truncated.json"
  "--fixture $work/hostile.json --size 30x8"
  "--delay 0.5 --size 50x12"
)

for options in "${option_sets[@]}"; do
  for script in "${scripts[@]}"; do
    # shellcheck disable=SC2086
    "$bin/$first" --script "$script" $options >"$work/$first.out" 2>&1
    for variant in "${variants[@]:1}"; do
      # shellcheck disable=SC2086
      "$bin/$variant" --script "$script" $options >"$work/$variant.out" 2>&1
      if cmp -s "$work/$first.out" "$work/$variant.out"; then
        pass
      else
        fail "$variant differs from $first: --script '$script' $options"
        diff "$work/$first.out" "$work/$variant.out" | head -20
      fi
    done
  done
done

# The same run twice gives the same bytes; stdin scripts equal --script ones.
for variant in "${variants[@]}"; do
  "$bin/$variant" --script "${scripts[1]}" >"$work/a.out"
  "$bin/$variant" --script "${scripts[1]}" >"$work/b.out"
  tr ',' '\n' <<<"${scripts[1]}" | "$bin/$variant" >"$work/c.out"
  if cmp -s "$work/a.out" "$work/b.out" && cmp -s "$work/a.out" "$work/c.out"; then pass; else
    fail "$variant: transcripts are not deterministic"
  fi
  if grep -q $'\x1b' "$work/a.out"; then fail "$variant: escape codes in a transcript"; else pass; fi
done

# Exit codes: 0 quit, 64 bad flag or key (naming it), 66 unreadable fixture, 74 output failed.
expect_exit() {
  local want=$1 word=$2
  shift 2
  "$@" </dev/null >"$work/out" 2>"$work/err"
  local got=$?
  if [[ $got -eq $want ]] && { [[ -z $word ]] || grep -qF -- "$word" "$work/err"; }; then pass; else
    fail "'$*' exited $got (wanted $want${word:+ naming $word}): $(cat "$work/err")"
  fi
}
for variant in "${variants[@]}"; do
  expect_exit 0 "" "$bin/$variant" --script wait,quit
  expect_exit 64 --bogus "$bin/$variant" --bogus
  expect_exit 64 jump "$bin/$variant" --script wait,jump
  expect_exit 64 --size "$bin/$variant" --size 3
  expect_exit 66 /nonexistent "$bin/$variant" --fixture /nonexistent
done

# The kit without a terminal prints a plain tour naming every variant, and keeps the contract.
"$bin/kit" </dev/null >"$work/kit.out" 2>"$work/kit.err"
if [[ $? -eq 0 ]]; then pass; else fail "kit </dev/null did not exit 0: $(cat "$work/kit.err")"; fi
for variant in "${variants[@]}"; do
  grep -qF " $variant ━" "$work/kit.out" && pass || fail "kit </dev/null does not show $variant"
done
if grep -q $'\x1b' "$work/kit.out"; then fail "kit </dev/null printed escape codes"; else pass; fi
expect_exit 64 --bogus "$bin/kit" --bogus
expect_exit 64 jump "$bin/kit" --script wait,jump
expect_exit 66 /nonexistent "$bin/kit" --fixture /nonexistent
# `stage`, what `make run` starts, is the kit alone: the same tour, byte for byte, and the same
# contract.
"$bin/stage" </dev/null >"$work/stage.out" 2>&1
if cmp -s "$work/kit.out" "$work/stage.out"; then pass; else fail "stage </dev/null is not kit's tour"; fi
expect_exit 64 --bogus "$bin/stage" --bogus
expect_exit 66 /nonexistent "$bin/stage" --fixture /nonexistent

# A fixture that is a stream (standard input, a shell's <(...)) reads like the same file.
feed=Sources/NewsCore/Resources/news.json
for variant in "${variants[@]}"; do
  "$bin/$variant" --script wait,enter --fixture "$feed" >"$work/file.out" 2>&1
  "$bin/$variant" --script wait,enter --fixture /dev/stdin <"$feed" >"$work/stdin.out" 2>&1
  "$bin/$variant" --script wait,enter --fixture <(cat "$feed") >"$work/subst.out" 2>&1
  if cmp -s "$work/file.out" "$work/stdin.out" && cmp -s "$work/file.out" "$work/subst.out"; then
    pass
  else fail "$variant: a fixture read from a stream differs from the file"; fi
done
expect_exit 66 "larger than" "$bin/$first" --fixture /dev/zero

# Output that cannot be written ends the app with 74 and no crash report; a message that
# cannot be written to standard error leaves the exit code as it was. With SIGPIPE at its
# default, a reader that leaves ends the app by that signal (141 in the shell), as for cat.
# The reader that leaves takes 10 bytes of hundreds of kilobytes of frames, more than a pipe
# holds, so the app is still writing when it has gone, however the two are scheduled.
long_script="wait$(printf ',down%.0s' {1..100})"
expect_status() {
  local want=$1 description=$2 command=$3
  local got
  got=$(bin="$bin" bash -c "$command" 2>"$work/err")
  if [[ " $want " == *" $got "* ]] && ! grep -q -e 'Fatal error' -e 'crashed' "$work/err"; then pass; else
    fail "$description: status $got (wanted $want): $(head -3 "$work/err")"
  fi
}
for variant in "${variants[@]}"; do
  if [[ -e /dev/full ]]; then
    expect_status 74 "$variant > /dev/full" "\"\$bin/$variant\" --script wait >/dev/full; echo \$?"
    expect_status 74 "$variant --help > /dev/full" "\"\$bin/$variant\" --help >/dev/full; echo \$?"
    expect_status 64 "$variant --bogus 2> /dev/full" "\"\$bin/$variant\" --bogus 2>/dev/full; echo \$?"
  fi
  expect_status 74 "$variant >&-" "\"\$bin/$variant\" --script wait >&-; echo \$?"
  expect_status 74 "$variant | head, SIGPIPE ignored" \
    "trap '' PIPE; \"\$bin/$variant\" --script $long_script --size 200x60 | head -c 10 >/dev/null; echo \${PIPESTATUS[0]}"
  # 141 with SIGPIPE at its default; a shell started with SIGPIPE ignored cannot undo that,
  # and then the app sees the broken pipe itself: 74.
  expect_status "141 74" "$variant | head" \
    "\"\$bin/$variant\" --script $long_script --size 200x60 | head -c 10 >/dev/null; echo \${PIPESTATUS[0]}"
done
expect_status 74 "kit --help >&-" "\"\$bin/kit\" --help >&-; echo \$?"
expect_status 74 "kit's tour >&-" "\"\$bin/kit\" </dev/null >&-; echo \$?"
expect_status 74 "kit help >&-" "\"\$bin/kit\" help >&-; echo \$?"

# Feed data quoted in --trace (ids, picture names) is neutralised too.
printf '{"news": [{"id": "\\u001b[31mX", "title": "T", "date": "2026-11-20T08:00:00Z", "imageURL": "https://h.example/%%1B%%5D0%%3Bpwned%%07.jpg", "content": "C"}]}' >"$work/hostile-trace.json"
for variant in "${variants[@]}"; do
  "$bin/$variant" --trace --fixture "$work/hostile-trace.json" --script wait,enter,wait >"$work/out"
  if LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f]' "$work/out"; then
    fail "$variant --trace printed a control character from the feed"
  else pass; fi
done

# --trace is where they differ: every variant's trace is its own.
for variant in "${variants[@]}"; do
  "$bin/$variant" --trace --script wait,enter,back,refresh,wait >"$work/$variant.trace"
  grep -q '^trace: ' "$work/$variant.trace" && pass || fail "$variant --trace printed no messages"
done
for variant in "${variants[@]:1}"; do
  if cmp -s "$work/$first.trace" "$work/$variant.trace"; then
    fail "$variant's trace is the same as $first's"
  else pass; fi
done

# The README's sample transcripts are real: each block under a
# `<!-- transcript: VARIANT ARGS (frame N) -->` line must be what the app prints.
awk -v dir="$work" '
  /^<!-- transcript: / {
    spec = $0; sub(/^<!-- transcript: /, "", spec); sub(/ -->$/, "", spec)
    n++; print spec > (dir "/readme-" n ".spec"); close(dir "/readme-" n ".spec"); want = 1; next
  }
  want && /^```/ { if (inside) { inside = 0; want = 0 } else { inside = 1 }; next }
  inside { print > (dir "/readme-" n ".want") }
' README.md
for spec_file in "$work"/readme-*.spec; do
  [[ -e $spec_file ]] || { fail "README.md has no sample transcripts to check"; break; }
  spec=$(cat "$spec_file")
  frame=${spec##*(frame }
  frame=${frame%)}
  read -r -a command <<<"${spec% (frame *}"
  "$bin/${command[0]}" "${command[@]:1}" |
    awk -v n="$frame" '$0 ~ "^--- frame " n ":" {p = 1; print; next} /^--- frame / {p = 0} p' \
      >"${spec_file%.spec}.got"
  if cmp -s "${spec_file%.spec}.want" "${spec_file%.spec}.got"; then pass; else
    fail "README sample '$spec' is not what the app prints"
    diff "${spec_file%.spec}.want" "${spec_file%.spec}.got" | head -10
  fi
done

echo "transcripts: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
