#!/usr/bin/env bash
# `make check-apple`: the proof on Apple's own SDKs, where the shape check (`make test`) is a
# proxy. Two passes:
#   macOS — every module of the kit (but the test targets: Swift Testing and XCTest come with
#           Xcode, not with an SDK) type-checks for macOS against the macOS SDK, in the order
#           of their dependencies, as the package builds them;
#   iOS   — every teaching unit type-checks for iOS against UIKit, in its iOS form: the iOS
#           edition (iOS/, each telling and each exercise's solution, `make ios`), and each
#           exercise's starter and the learner's working copy, put in their iOS form here.
#
# The SDKs: on a Mac, Xcode's (`xcrun --sdk macosx|iphoneos --show-sdk-path`); elsewhere
# `APPLE_SDKS=DIR`, a folder holding `macOS14.0.sdk` and `iPhoneOS17.0.sdk` extracted from the
# public repository itsnebulalol/sdks (Scripts/apple/README.md says how). With neither, one
# line says so and the check succeeds: it is not a check this machine can make.
#
# Errors are not forgiven, with the exceptions named in `forgiven` below: each comes only from
# an SDK whose standard library is older than the toolchain's (Swift 5.9 in those SDKs), each
# is matched by its message and by the source line it points at, and each is counted in the
# last line. Warnings count as errors, as in CI.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
work=.build/apple
mkdir -p "$work"

newest() { ls -d "$@" 2>/dev/null | sort -V | tail -1; }
if [[ -n ${APPLE_SDKS:-} ]]; then
  mac_sdk=$(newest "$APPLE_SDKS"/macOS*.sdk "$APPLE_SDKS"/MacOSX*.sdk)
  ios_sdk=$(newest "$APPLE_SDKS"/iPhoneOS*.sdk)
elif command -v xcrun >/dev/null 2>&1; then
  mac_sdk=$(xcrun --sdk macosx --show-sdk-path 2>/dev/null)
  ios_sdk=$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null)
else
  echo "check-apple: no Apple SDK here (Xcode's on a Mac, or APPLE_SDKS=DIR): skipped"
  exit 0
fi
if [[ -z $mac_sdk || -z $ios_sdk ]]; then
  echo "check-apple: APPLE_SDKS=${APPLE_SDKS:-} holds no macOS*.sdk and iPhoneOS*.sdk:" \
    "see Scripts/apple/README.md"
  exit 1
fi
version() { basename "$1" .sdk | sed -E 's/^[A-Za-z]+//'; }
mac_version=$(version "$mac_sdk")
ios_version=$(version "$ios_sdk")

# The toolchain's `swiftc` and, off a Mac, what it needs to read an SDK made for Xcode's.
swiftc=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/swiftc
extra=()
overrides=()
if [[ $(uname) != Darwin ]]; then
  # A resource folder without the Linux toolchain's own module maps (its Dispatch clashes with
  # the SDK's), with API notes for `os` that Xcode's toolchain carries and the SDK does not.
  toolchain=$(dirname "$swiftc")/../lib/swift
  mkdir -p "$work/resources/apinotes"
  for part in clang shims host; do ln -sfn "$(cd "$toolchain/$part" && pwd)" "$work/resources/$part"; done
  cp Scripts/apple/os.apinotes "$work/resources/apinotes/os.apinotes"
  extra+=(-resource-dir "$work/resources")
  # clang takes the platform from the SDK folder's name: MacOSX, as Xcode names it.
  ln -sfn "$(cd "$mac_sdk" && pwd)" "$work/MacOSX$mac_version.sdk"
  ln -sfn "$(cd "$ios_sdk" && pwd)" "$work/iPhoneOS$ios_version.sdk"
  mac_sdk=$work/MacOSX$mac_version.sdk
  ios_sdk=$work/iPhoneOS$ios_version.sdk
fi
extra+=(-module-cache-path "$work/ModuleCache")

# An SDK older than Swift 5.10 declares the Observation macros without the roles the
# toolchain's macro plugin expands into (an `init` accessor, the `_name` storage beside it, the
# conformance as an extension): every `@Observable` class would fail for that alone, and hide
# what else is wrong in it. Its declarations are brought up to date, roles only, in a copy the
# compiler finds before the SDK's; no API is added.
observation_roles() {
  local sdk=$1 out=$2
  local interface
  interface=$(ls "$sdk"/usr/lib/swift/Observation.swiftmodule/*.swiftinterface 2>/dev/null | head -1)
  [[ -n $interface ]] && ! grep -q 'named(init)' "$interface" || return 0
  rm -rf "$out/Observation.swiftmodule"
  mkdir -p "$out"
  cp -r "$sdk/usr/lib/swift/Observation.swiftmodule" "$out/"
  for file in "$out"/Observation.swiftmodule/*.swiftinterface; do
    sed -i.old -E \
      -e 's/named\(withMutation\), arbitrary\) @attached\(memberAttribute\) @attached\(conformance\)/named(withMutation), named(shouldNotifyObservers)) @attached(memberAttribute) @attached(extension, conformances: Observable)/' \
      -e 's/@attached\(accessor\) public macro ObservationTracked/@attached(accessor, names: named(init), named(get), named(set), named(_modify)) @attached(peer, names: prefixed(`_`)) public macro ObservationTracked/' \
      -e 's/@attached\(accessor\) public macro ObservationIgnored/@attached(accessor, names: named(willSet)) public macro ObservationIgnored/' \
      "$file"
    rm -f "$file.old"
  done
  overrides+=(-I "$out")
}

# The errors an older SDK's standard library causes, and nothing else: name, the message
# (an extended regular expression), what the line it points at holds, and why.
forgiven=(
  "task-local|is not concurrency-safe because it is nonisolated global shared mutable state|@TaskLocal|the SDK's TaskLocal is Swift 5.9's property wrapper, a mutable static; since Swift 6.0 @TaskLocal is a macro that makes a constant"
  "typed-throws|thrown expression type 'any Error' cannot be converted to error type|\\.get\\(\\)|Result.get() throws its own Failure type only since Swift 6.0 (typed throws)"
  "typed-throws|to expected argument type '\\(any Error\\) -> |mapError|Result.mapError takes a typed-throwing closure only since Swift 6.0"
  "typed-throws|thrown expression type 'any Error' cannot be converted to error type|\\.map \\{|Optional.map rethrows its closure's error type only since Swift 6.0"
  "arguments|reference to static property 'arguments' is not concurrency-safe|CommandLine\\.arguments|CommandLine.arguments is a constant only since Swift 6.0"
  "sendable-pointers|'nonisolated\\(unsafe\\)' is unnecessary for a constant with 'Sendable' type 'Unsafe(Mutable)?(Raw)?Pointer|nonisolated\\(unsafe\\)|Swift 5.9's library declared pointers Sendable; Swift 6.0 withdrew it, so the kit marks its pointer constants"
)
# One line per forgiven diagnostic, its entry's name: counted at the end. (A file, not an
# associative array: macOS's bash is 3.2.)
forgiven_log=$work/forgiven
: >"$forgiven_log"

# Prints the diagnostics of a compiler's output that no entry of `forgiven` covers, and counts
# those it does. Returns 1 when any is left.
judge() {
  local log=$1 left=0 line file number message entry name pattern holds code
  while IFS= read -r line; do
    [[ $line =~ ^(/?[^:]+):([0-9]+):[0-9]+:\ (error|warning):\ (.*)$ ]] || continue
    file=${BASH_REMATCH[1]}
    number=${BASH_REMATCH[2]}
    message=${BASH_REMATCH[4]}
    # The line it points at, and the one above: a call's name may sit on the line before.
    code=$(sed -n "$((number > 1 ? number - 1 : 1)),${number}p" "$file" 2>/dev/null)
    name=""
    for entry in "${forgiven[@]}"; do
      IFS='|' read -r candidate pattern holds _ <<<"$entry"
      if [[ $message =~ $pattern && $code =~ $holds ]]; then
        name=$candidate
        break
      fi
    done
    if [[ -n $name ]]; then
      echo "$name" >>"$forgiven_log"
    else
      echo "  $line"
      left=1
    fi
  done < <(grep -E '^[^ ].*:[0-9]+:[0-9]+: (error|warning): ' "$log" | sort -u)
  # A failure with no diagnostic of its own (a missing module, a crash) is a failure too.
  if ((left == 0)) && grep -qE '^(error|<unknown>:0: error):|error: ' "$log" &&
    ! grep -qE '^[^ ].*:[0-9]+:[0-9]+: error: ' "$log"; then
    grep -E 'error' "$log" | head -5 | sed 's/^/  /'
    left=1
  fi
  return $left
}

# Type-checks one module: `compile LABEL NAME TARGET SDK MODULES library|main FILES…`, then emits its
# interface for the modules that import it (bodies skipped: they were just checked). Where the
# only errors were forgiven ones, the interface is emitted in Swift 5 mode with Swift 6's
# concurrency rules as warnings, so that the dependents are still checked.
compile() {
  local label=$1 name=$2 target=$3 sdk=$4 modules=$5 kind=$6
  shift 6
  local flags=(-target "$target" -sdk "$sdk" "${extra[@]}" ${overrides[@]+"${overrides[@]}"} -I "$modules"
    -enable-upcoming-feature ExistentialAny -package-name NewsArchitectures -module-name "$name")
  [[ $kind == library ]] && flags+=(-parse-as-library)
  local log="$work/logs/${label//\//_}.log" failed=0
  mkdir -p "$work/logs"
  "$swiftc" "${flags[@]}" -swift-version 6 -typecheck "$@" >"$log" 2>&1
  if ! judge "$log" >"$log.left"; then
    echo "FAILED  $label"
    cat "$log.left"
    failed=1
  fi
  local emit=(-emit-module -emit-module-path "$modules/$name.swiftmodule" -wmo
    -Xfrontend -experimental-skip-all-function-bodies)
  if ! "$swiftc" "${flags[@]}" -swift-version 6 "${emit[@]}" "$@" >/dev/null 2>&1; then
    "$swiftc" "${flags[@]}" -swift-version 5 -strict-concurrency=complete \
      -enable-upcoming-feature GlobalActorIsolatedTypesUsability \
      -enable-upcoming-feature InferSendableFromCaptures \
      -enable-upcoming-feature IsolatedDefaultValues \
      -enable-upcoming-feature RegionBasedIsolation \
      -enable-upcoming-feature DisableOutwardActorInference \
      "${emit[@]}" "$@" >/dev/null 2>&1
  fi
  ((failed == 0)) && echo "ok      $label"
  return $failed
}

# SwiftPM's `Bundle.module`, which it writes for a target with resources.
mkdir -p "$work/generated"
printf 'import Foundation\n\nextension Bundle {\n  static let module = Bundle.main\n}\n' \
  >"$work/generated/resource_bundle_accessor.swift"

failures=0
checked=0

# ---- macOS: every module, as `swift package describe` lists them.
# The package's deployment target, whatever the SDK's version.
mac_target="$(uname -m | sed 's/aarch64/arm64/')-apple-macosx14.0"
observation_roles "$mac_sdk" "$work/overrides-macos"
mac_modules=$work/modules-macos
rm -rf "$mac_modules" && mkdir -p "$mac_modules"
"$SWIFT" package describe 2>/dev/null | awk '
  /^Targets:/ { listing = 1; next }
  listing && /^    Name: / { name = $2 }
  listing && /^    Type: / { type = $2 }
  listing && /^    Path: / { print "path", name, $2 }
  listing && /^    Sources:/ { part = "source"; next }
  listing && /^    Target dependencies:/ { part = "dependency"; next }
  listing && /^    [A-Z]/ { part = "" }
  listing && /^        / && part == "source" { print "source", name, type, $1 }
  listing && /^        / && part == "dependency" { print "dependency", name, $1 }
' >"$work/targets"
done_modules=" "
remaining=$(awk '$1 == "source" && $3 != "test" { print $2 }' "$work/targets" | sort -u)
while [[ -n $remaining ]]; do
  waiting=""
  progress=0
  for module in $remaining; do
    ready=1
    for dependency in $(awk -v m="$module" '$1 == "dependency" && $2 == m { print $3 }' "$work/targets"); do
      [[ $done_modules == *" $dependency "* ]] || ready=0
    done
    if ((ready == 0)); then
      waiting+=" $module"
      continue
    fi
    path=$(awk -v m="$module" '$1 == "path" && $2 == m { print $3 }' "$work/targets")
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(
      awk -v m="$module" -v p="$path" '$1 == "source" && $2 == m { print p "/" $4 }' "$work/targets")
    # A target with resources reads them through `Bundle.module`, which SwiftPM writes.
    [[ -d $path/Resources ]] && files+=("$work/generated/resource_bundle_accessor.swift")
    kind=library
    printf '%s\n' "${files[@]}" | grep -q '/main\.swift$' && kind=main
    compile "$module (macOS)" "$module" "$mac_target" "$mac_sdk" "$mac_modules" "$kind" "${files[@]}" ||
      failures=$((failures + 1))
    checked=$((checked + 1))
    done_modules+="$module "
    progress=1
  done
  remaining=$waiting
  if ((progress == 0)); then
    echo "FAILED  modules whose dependencies never resolved:$remaining"
    failures=$((failures + 1))
    break
  fi
done
mac_checked=$checked
mac_failures=$failures
echo "test targets: not type-checked (Swift Testing and XCTest come with Xcode, not with an SDK)"

# ---- iOS: the shared modules the units import, then every unit in its iOS form.
# The deployment target of the iOS edition, whatever the SDK's version.
ios_target=arm64-apple-ios17.0
observation_roles "$ios_sdk" "$work/overrides-ios"
ios_modules=$work/modules-ios
rm -rf "$ios_modules" && mkdir -p "$ios_modules"
additions=()
grep -rqs 'updateProperties' "$ios_sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h" ||
  additions=(Scripts/apple/UIKit+iOS26.swift)
for module in Observing NewsCore FeedReader; do
  files=()
  case $module in
    Observing) files=(Sources/Observing/*.swift) ;;
    NewsCore) files=(Sources/NewsCore/*.swift "$work/generated/resource_bundle_accessor.swift") ;;
    FeedReader) files=(Sources/Tooling/FeedReader/*.swift) ;;
  esac
  compile "$module (iOS)" "$module" "$ios_target" "$ios_sdk" "$ios_modules" library "${files[@]}" ||
    failures=$((failures + 1))
  checked=$((checked + 1))
done
compile "iOS/Sources/NewsKitIOS" NewsKitIOS "$ios_target" "$ios_sdk" "$ios_modules" library \
  iOS/Sources/NewsKitIOS/*.swift ||
  failures=$((failures + 1))
checked=$((checked + 1))

# The edition as committed (`make test` holds it to the code), then the starters and the
# learner's working copies, put in their iOS form by the same rules (`kit ios --unit`).
$SWIFT build --product kit >"$work/logs/kit-build.log" 2>&1 || {
  cat "$work/logs/kit-build.log"
  exit 1
}
kit=$($SWIFT build --show-bin-path)/kit
units=()
for folder in iOS/Sources/*/; do
  folder=${folder%/}
  [[ $folder == */NewsKitIOS ]] || units+=("$(basename "$folder")|$folder|")
done
rm -rf "$work/units" && mkdir -p "$work/units"
for exercise in Exercises/[0-9]*/; do
  exercise=${exercise%/}
  for part in Starter working-copy; do
    from=$exercise/Starter
    [[ $part == working-copy ]] && from=$exercise
    out="$work/units/$(basename "$exercise")-$part"
    if ! "$kit" ios --unit "$from" --to "$out" >"$out.log" 2>&1; then
      echo "FAILED  $from: not read as iOS code"
      sed 's/^/  /' "$out.log"
      failures=$((failures + 1))
      continue
    fi
    units+=("$(head -1 "$out.log")|$out|$from")
  done
done
for unit in "${units[@]}"; do
  IFS='|' read -r module folder label <<<"$unit"
  compile "${label:-$folder} (iOS)" "$module" "$ios_target" "$ios_sdk" "$ios_modules" library \
    "$folder"/*.swift ${additions[@]+"${additions[@]}"} || failures=$((failures + 1))
  checked=$((checked + 1))
done

# The app that shows the tellings side by side, on the modules the units above emitted.
compile "iOS/NewsKit.swiftpm (iOS)" NewsKitApp "$ios_target" "$ios_sdk" "$ios_modules" library \
  iOS/NewsKit.swiftpm/Sources/NewsKitApp/*.swift || failures=$((failures + 1))
checked=$((checked + 1))

summary=$(sort "$forgiven_log" | uniq -c | sort -rn | awk '{ printf ", %s %s", $2, $1 }')
forgiven_total=$(grep -c . "$forgiven_log")
echo "check-apple: macOS $mac_version: $((mac_checked - mac_failures)) of $mac_checked modules;" \
  "iOS $ios_version: $((checked - mac_checked - failures + mac_failures)) of" \
  "$((checked - mac_checked)) units and modules type-check;" \
  "$forgiven_total SDK-age diagnostics forgiven${summary:+ (${summary#, })}"
((failures == 0))
