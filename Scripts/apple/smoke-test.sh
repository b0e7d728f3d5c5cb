#!/usr/bin/env bash
# The iOS app's smoke test, on a Mac with Xcode (the macOS workflow runs it): builds
# iOS/NewsKit.swiftpm for a new iPhone simulator, launches it with `--smoke-test`, and passes when
# the app reports every telling's list seen on screen (`smoke: passed`). The app shows each tab
# in turn, waits for its list, prints a line a telling and exits; a telling the simulator's iOS
# cannot show is reported as skipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
derived=.build/xcode-app
bundle=org.newsarchitectures.NewsKit

runtime=$(xcrun simctl list runtimes -j | python3 -c '
import json, sys
runtimes = [r for r in json.load(sys.stdin)["runtimes"] if r["platform"] == "iOS" and r["isAvailable"]]
print(sorted(runtimes, key=lambda r: [int(p) for p in r["version"].split(".")])[-1]["identifier"])')
device_type=$(xcrun simctl list devicetypes -j | python3 -c '
import json, sys
print([d["identifier"] for d in json.load(sys.stdin)["devicetypes"] if d["name"].startswith("iPhone")][-1])')
device=$(xcrun simctl create NewsKitSmoke "$device_type" "$runtime")
trap 'xcrun simctl shutdown "$device" >/dev/null 2>&1 || true; xcrun simctl delete "$device" || true' EXIT
xcrun simctl boot "$device"
echo "simulator: $device_type on $runtime"

(cd iOS/NewsKit.swiftpm && xcodebuild build -scheme NewsKit \
  -destination "platform=iOS Simulator,id=$device" -derivedDataPath "../../$derived")
app=$(find "$derived/Build/Products" -name 'NewsKit.app' -type d | head -1)
[[ -n $app ]] || { echo "smoke test: the build made no NewsKit.app" >&2; exit 1; }
xcrun simctl install "$device" "$app"

# The app exits by itself; the alarm is only there so a hung app cannot hold CI for long.
log=$(mktemp)
perl -e 'alarm shift; exec @ARGV' 180 \
  xcrun simctl launch --console-pty --terminate-running-process "$device" "$bundle" --smoke-test \
  | tee "$log" || true
grep -q '^smoke: passed' "$log" || { echo "smoke test: the app did not see every list" >&2; exit 1; }
