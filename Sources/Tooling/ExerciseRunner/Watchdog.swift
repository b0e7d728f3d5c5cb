import Foundation
import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What ends the runner's children when the runner itself is killed outright — SIGKILL, which
/// no handler sees — so that a learner's test stuck in an endless loop does not run on for
/// ever under PID 1.
///
/// The child learns of its parent's death through a third process: with the first child the
/// runner starts a watchdog, a few lines of `/bin/sh`, and keeps the only other end of the
/// socket the watchdog reads. It tells the watchdog each child's process group when the child
/// starts (`+4711`) and once the group is gone (`-4711`). However the runner ends, the system
/// closes its end of the socket; the watchdog reads the end of the stream and kills what it
/// was told of and not told was over: each group, and on Linux each process of the group's
/// session (every child leads one, see `ContainedProcess`). The watchdog is in a process
/// group of its own, so Ctrl-C, which the runner handles itself (`Interruption`), and a kill
/// of the runner's whole group leave it be.
///
/// Linux could let the child ask to be killed when its parent dies (`PR_SET_PDEATHSIG`), but
/// only between `fork` and `exec`, which `posix_spawn` does not offer, and macOS has nothing
/// like it; a supervisor such as systemd's scopes would do it for a real service.
enum Watchdog {
  /// The runner's end of the socket, or -1 before the first child. Touched only while
  /// `ContainedProcess.spawning` is held, as the watchdog is started and told in there.
  nonisolated(unsafe) private static var connection: Int32 = -1

  /// The watchdog's program: it collects groups until its input ends, then kills the rest.
  static let script = #"""
    live=' '
    while read -r line; do
      group=${line#?}
      case $line in
        +*) live="$live$group " ;;
        -*) case $live in *" $group "*) live="${live%%" $group "*} ${live#*" $group "}" ;; esac ;;
      esac
    done
    for group in $live; do
      kill -s KILL -- "-$group" 2>/dev/null
      [ -d /proc/self ] || continue
      for process in /proc/[0-9]*; do
        read -r stat 2>/dev/null <"$process/stat" || continue
        set -- ${stat##*") "}
        [ "$4" = "$group" ] && kill -s KILL "${process#/proc/}" 2>/dev/null
      done
    done
    """#

  /// Tells the watchdog, started now if it is not yet, to end `group` should the runner die.
  /// Call with `ContainedProcess.spawning` held.
  static func watch(group: pid_t) {
    if connection < 0 { start() }
    tell("+\(group)\n")
  }

  /// Tells the watchdog that `group` is over: its processes are gone, and its number may soon
  /// be another's. Call before the child is reaped, while its number still names its group.
  static func release(group: pid_t) {
    ContainedProcess.spawning.withLock { tell("-\(group)\n") }
  }

  /// Starts the watchdog; without one (no socket, no `/bin/sh`), the children are still ended
  /// on every way out but SIGKILL.
  private static func start() {
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, streamSocket, 0, &ends) == 0 else { return }
    defer { close(ends[1]) }
    let runnerEnd = fcntl(ends[0], F_DUPFD_CLOEXEC, 10)
    close(ends[0])
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(runnerEnd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    do {
      // Never waited for: it ends after the runner, or with it when the runner exits normally.
      _ = try ChildProcess.spawn(
        "/bin/sh", arguments: ["-c", script, "kit-watchdog"], input: .descriptor(ends[1]),
        output: .nullDevice, error: .nullDevice, ownProcessGroup: true)
      connection = runnerEnd
    } catch {
      close(runnerEnd)
    }
  }

  /// Sends `line`; a watchdog that is gone costs nothing, not even a SIGPIPE.
  private static func tell(_ line: String) {
    guard connection >= 0 else { return }
    var bytes = Array(line.utf8)
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    _ = send(connection, &bytes, bytes.count, flags)
  }
}

/// `SOCK_STREAM`, an enum's case in Linux's C library and a plain number in Darwin's.
#if canImport(Glibc)
  private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
  private let streamSocket = SOCK_STREAM
#endif
