// `make bench`: the numbers that say whether the kit stays fast as data grows.
//
//     bench VARIANT...
//
// Frame cost at 100 and 1,000,000 rows; opening a 10 MB story; each variant's cold start,
// memory across refresh cycles and peak memory on a 100,000-item feed (release builds, run
// as processes); and `make test`'s wall time beside the mock latency its scenarios simulate.
// Fails when a frame's cost grows with the rows (ratio 1.5) or memory grows by more than 5%
// between 1,000 and 10,000 refreshes.
//
// Plain timing loops and medians, because the kit has no dependencies; a real project might
// use ordo-one/package-benchmark.

import Foundation
import NewsCore

let variants = Array(CommandLine.arguments.dropFirst())
guard !variants.isEmpty else {
  print("usage: bench VARIANT...   (make bench passes every variant)")
  exit(64)
}
let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let work = FileManager.default.temporaryDirectory.appendingPathComponent(
  "bench-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
var failures: [String] = []

func milliseconds(_ duration: Duration) -> String {
  String(format: "%.1f ms", Double(duration / .microseconds(1)) / 1000)
}
func microseconds(_ duration: Duration) -> String {
  "\(Int((Double(duration / .nanoseconds(1)) / 1000).rounded())) µs"
}
func megabytes(_ bytes: Int) -> String { String(format: "%.0f MB", Double(bytes) / 1_048_576) }
func row(_ label: String, _ values: [String]) {
  let cells = values.map { $0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined()
  print(label.padding(toLength: 44, withPad: " ", startingAt: 0) + cells)
}

// In process: rows and a long story.
let (small, huge) = await MainActor.run { medianFrameTimes() }
let ratio = Double(huge / .nanoseconds(1)) / Double(max(small / .nanoseconds(1), 1))
let story = try await MainActor.run { try storyOpeningTimes() }
print("")
row("frame, 100 rows", [microseconds(small)])
row("frame, 1,000,000 rows", [microseconds(huge), String(format: "ratio %.2f (< 1.5)", ratio)])
if ratio >= 1.5 { failures.append("frame cost grows with the number of rows") }
row("open a 10 MB story (mvc): first frame", [milliseconds(story.open)])
row("  the frame after it", [milliseconds(story.nextFrame)])

// As processes, per variant.
print("")
row("per variant (release build)", variants)
let bundled = work.appendingPathComponent("news.json")
try NewsFixture.bundled.write(to: bundled)
var starts: [String] = []
for variant in variants {
  let path = products.appendingPathComponent(variant).path
  let times = try (0..<9).map { _ in
    try ProcessRun.run(path, ["--script", "", "--fixture", bundled.path]).firstLine ?? .zero
  }
  starts.append(milliseconds(median(times)))
}
row("cold start to first frame (median of 9)", starts)

var growth: [String] = []
for variant in variants {
  let path = products.appendingPathComponent(variant).path
  let after1000 = try peakMemory(of: path, refreshCycles: 1_000)
  let after10000 = try peakMemory(of: path, refreshCycles: 10_000)
  let change = Double(after10000 - after1000) / Double(after1000) * 100
  growth.append(
    "\(megabytes(after1000).dropLast(3))→\(megabytes(after10000))"
      + String(format: " %+.1f%%", change))
  if change > 5 { failures.append("\(variant): memory grows \(change)% over 10,000 refreshes") }
}
row("peak memory, 1,000 → 10,000 refreshes", growth)

let feedCount = 100_000
let feed = largeFeed(count: feedCount)
let feedFile = work.appendingPathComponent("feed.json")
try feed.write(to: feedFile)
var loads: [String] = []
for variant in variants {
  let path = products.appendingPathComponent(variant).path
  let run = try ProcessRun.run(path, ["--fixture", feedFile.path, "--script", "wait"])
  loads.append("\(megabytes(run.peakMemory)), \(Int(run.wallTime / .milliseconds(1))) ms")
}
row("100,000-item feed (\(megabytes(feed.count))): peak, time", loads)

// The test suite, on the debug build as developers run it.
print("")
let testRun = try ProcessRun.run("/usr/bin/env", ["make", "test"])
let wall = Double(testRun.wallTime / .milliseconds(1)) / 1000
row(
  "make test: wall time",
  [String(format: "%.0f s", wall), testRun.exitStatus == 0 ? "passed" : "FAILED"])
if testRun.exitStatus != 0 { failures.append("make test failed") }

print("")
for failure in failures { print("FAIL: \(failure)") }
exit(failures.isEmpty ? 0 : 1)
