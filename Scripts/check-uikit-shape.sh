#!/usr/bin/env bash
# The shape check: every teaching file compiles as UIKit code. Each telling (but its
# `Tracing.swift`, and `NewsApp.swift`, the kit's own entry for it; MVVM with the naive cell of
# `Sources/Demos/MVVMNaiveCells`) and each exercise's starter and solution (the learner's module
# of its package, whose files the learner starts from and ends with) is copied with
# `import TerminalUI` read as `import UIKit` and the `UI` prefix put back on TerminalUI's names,
# then compiled against UIKitShape/UIKit.swift — UIKit's own declarations — and the kit's other
# modules as built. Prints one line per unit; on a failure,
# the compiler's errors and notes, pointing at the teaching file's own lines.
#
# Only the exact line `import TerminalUI` is a teaching file's import, and only once: any other
# (`@preconcurrency import TerminalUI`, `import struct TerminalUI.Label`, a second one) would be
# left as it is, and a file's check would be against TerminalUI instead of UIKit. Such a file
# fails, naming the line; and TerminalUI is not on the compiler's path, so no import finds it.
#
# Compiled to an object, not only type-checked: Swift 6.3 lets a designated initializer call
# `super.init()` when only a convenience `init()` is there to call — as on every UIKit view and
# view controller — if the class has stored properties, and then refers to an initializer that
# does not exist. So a unit also fails when its object needs a UIKit symbol the shape lacks.
#
# Then the check checks itself: each plant in UIKitShape/Plants, added to a copy of an exercise's
# solution, must fail with the words its `// expected:` lines give.
#
# `check-uikit-shape.sh FOLDER…` checks those folders alone, each as one unit (a telling's copy,
# a learner's working copy), and no plant.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
bin=${BIN:-$($SWIFT build --show-bin-path)}
work=$(mktemp -d)
trap '[[ -n ${KEEP:-} ]] || rm -rf "$work"' EXIT

# TerminalUI's names for UIKit's types, without the prefix. A telling's own type of the same
# name (its `SceneDelegate` class) is left alone: only what it does not declare is renamed.
names=(Responder KeyCommand View ViewController NavigationController ScrollView
  ScrollViewDelegate TableView TableViewCell TableViewDataSource TableViewDelegate Label Font
  Color Image ImageView StackView ActivityIndicatorView ContentConfiguration ContentView
  ConfigurationState ContentUnavailableConfiguration ContentUnavailableView Scene WindowScene
  SceneSession SceneDelegate WindowSceneDelegate Window Action ActionHandler Control Button
  RefreshControl ListContentConfiguration ListContentView NavigationControllerDelegate
  LayoutGuide)

if ! swiftc -parse-as-library -swift-version 6 -module-name UIKit -enable-library-evolution \
  -wmo -c -emit-module \
  -emit-module-path "$work/UIKit.swiftmodule" -o "$work/UIKit.o" UIKitShape/UIKit.swift \
  >"$work/shape.log" 2>&1; then
  cat "$work/shape.log"
  echo "UIKitShape/UIKit.swift does not compile"
  exit 1
fi
nm --defined-only "$work/UIKit.o" | awk '{ print $3 }' | sort -u >"$work/UIKit.symbols"

# The kit's modules but TerminalUI: a teaching file sees UIKit in its place.
mkdir -p "$work/modules"
for module in "$bin"/Modules/*; do
  [[ $(basename "$module") == TerminalUI.* ]] || ln -s "$module" "$work/modules/"
done

# Prints each line of FILEs that imports TerminalUI otherwise than as one exact
# `import TerminalUI`, as FILE:LINE: the line, and why.
stray_imports() {
  perl -ne '
    chomp;
    (my $code = $_) =~ s{//.*}{};
    if ($_ eq "import TerminalUI") {
      if ($previous =~ /^\s*@\w+(\(.*\))?\s*$/) {
        print "$ARGV:$.: $_ (with $previous on the line above)\n";
      } elsif ($seen++) {
        print "$ARGV:$.: $_ (a second time)\n";
      }
    } elsif ($code =~ /\bimport\b.*\bTerminalUI\b/) {
      print "$ARGV:$.: $_\n";
    }
    $previous = $_;
    if (eof) { close ARGV; $seen = 0; $previous = ""; }
  ' "$@"
}

# Checks one unit: the teaching files of one folder, as one module.
check() {
  local folder=$1 out="$work/units/${1//\//_}"
  mkdir -p "$out"
  local files=()
  # A demo's cell compiled with a telling (Package.swift's `demos`) is checked with it; the
  # demo's data source, like `Tracing.swift`, is the kit's own.
  local extra=()
  [[ $folder == Sources/MVVMNews ]] && extra=(Sources/Demos/MVVMNaiveCells/NaiveNewsCell.swift)
  for file in "$folder"/*.swift "${extra[@]}"; do
    # A telling's tracing and entry are the kit's own; an exercise's `…Test.swift` is a test the
    # learner writes, compiled with the tests, not teaching code.
    case $(basename "$file") in Tracing.swift | NewsApp.swift | *Test.swift | *Tests.swift) continue ;; esac
    files+=("$file")
  done
  local stray
  stray=$(stray_imports "${files[@]}")
  if [[ -n $stray ]]; then
    echo "FAILED  $folder: imports TerminalUI otherwise than as the one line \`import TerminalUI\`,"
    echo "        which alone is read as \`import UIKit\`:"
    sed 's/^/  /' <<<"$stray"
    return 1
  fi
  local declared
  declared=$(cat "${files[@]}" |
    sed -nE 's/^\s*(public |package |private |fileprivate )?(final )?(class|struct|enum|protocol|typealias) ([A-Za-z_]+).*/\4/p' | sort -u)
  local rename=""
  for name in "${names[@]}"; do
    grep -qx "$name" <<<"$declared" || rename+="s/(?<![\\w.])$name(?!\\w)/UI$name/g;"
  done
  local copies=()
  for file in "${files[@]}"; do
    local copy="$out/$(basename "$file")"
    perl -pe "s/^import TerminalUI\$/import UIKit/; next if m{^\\s*//}; $rename" "$file" >"$copy"
    copies+=("$copy")
  done
  if ! swiftc -c -wmo -parse-as-library -swift-version 6 -warnings-as-errors \
    -module-name "Shape$(tr -dc 'A-Za-z0-9' <<<"$folder")" -I "$work" -I "$work/modules" \
    -o "$out.o" "${copies[@]}" >"$out.log" 2>&1; then
    echo "FAILED  $folder: not UIKit's shape"
    sed "s#$out/#$folder/#g" "$out.log" | grep -E '(error|warning|note):' -A3
    return 1
  fi
  local missing
  missing=$(nm --undefined-only "$out.o" | awk '{ print $2 }' | grep '^_\?\$s5UIKit' | sort -u |
    comm -23 - "$work/UIKit.symbols")
  if [[ -n $missing ]]; then
    echo "FAILED  $folder: calls what UIKit does not have (a super.init() where UIKit's"
    echo "        designated initializer is init(frame:) or init(nibName:bundle:)?):"
    swift demangle <<<"$missing" | sed 's/^/  /'
    return 1
  fi
  echo "ok      $folder"
}

if (($# > 0)); then
  failed=0
  for folder in "$@"; do
    check "${folder%/}" || failed=$((failed + 1))
  done
  echo "$(($# - failed)) of $# units compile as UIKit code"
  exit $((failed > 0))
fi

units=(Sources/*News)
for exercise in Exercises/[0-9]*/; do
  units+=("${exercise%/}/Starter" "${exercise%/}/Solution")
done
failed=0
for unit in "${units[@]}"; do
  check "$unit" || failed=$((failed + 1))
done
compiled=$((${#units[@]} - failed))

# The plants: each must fail, with its expected words. A small solution hosts them, so that a
# plant is checked as a teaching file among teaching files.
host=Exercises/08-reusable-owner/Solution
plants=(UIKitShape/Plants/*.swift)
refused=0
for plant in "${plants[@]}"; do
  name=$(basename "$plant" .swift)
  copy="$work/plants/$name"
  mkdir -p "$copy"
  cp "$host"/*.swift "$plant" "$copy/"
  output=$(check "$copy" 2>&1)
  status=$?
  # The compiler quotes the plant's lines: its own `// expected:` lines do not count.
  said=$(grep -vF -- '// expected: ' <<<"$output")
  missing=()
  while IFS= read -r expected; do
    grep -qF -- "$expected" <<<"$said" || missing+=("$expected")
  done < <(sed -n 's#^// expected: ##p' "$plant")
  if ! grep -q '^// expected: ' "$plant"; then
    echo "FAILED  $plant: says no \`// expected:\` words to be refused with"
  elif ((status == 0)); then
    echo "FAILED  $plant: the shape check let it through"
  elif ((${#missing[@]} > 0)); then
    sed "s#$copy/$name.swift#$plant#g; s#$copy/#$host/#g; s#$copy#$host with $plant#g" <<<"$output"
    echo "FAILED  $plant: refused, but not with the words:"
    printf '  %s\n' "${missing[@]}"
  else
    echo "ok      $plant: refused"
    refused=$((refused + 1))
    continue
  fi
  failed=$((failed + 1))
done
echo "$compiled of ${#units[@]} units compile as UIKit code; $refused of ${#plants[@]} plants refused"
[[ $failed -eq 0 ]]
