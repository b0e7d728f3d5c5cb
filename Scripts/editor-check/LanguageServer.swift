import ExerciseRunner
import Foundation
import Spawning

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A language server — `sourcekit-lsp` — driven the way an editor drives it,
/// for `editor-check`: the Language Server Protocol's JSON-RPC messages,
/// each a `Content-Length` header and a JSON body, over the server's standard
/// input and output.
///
/// Only what the check needs: requests answered in turn, notifications let go
/// (the check pulls diagnostics with a request), and the server's own requests
/// (progress, registrations) answered with an empty result, as a plain editor
/// answers them. A real
/// client would take a package such as ChimeHQ's LanguageServerProtocol.
final class LanguageServer {
  /// Why talking to the server failed.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let pid: pid_t
  private let input: Int32
  private let output: Int32
  private var received: [UInt8] = []
  private var nextID = 1
  /// How long any one answer may take: a guard against a server that hangs.
  private let patience: Duration

  /// Starts `executable` (usually `sourcekit-lsp`) with `arguments`; its own log goes to `log`.
  init(_ executable: String, arguments: [String], log: URL, patience: Duration) throws {
    ContainedProcess.spawning.lock()
    defer { ContainedProcess.spawning.unlock() }
    let toServer = try ExerciseRunner.Pipe.make()
    let fromServer = try ExerciseRunner.Pipe.make()
    pid = try ChildProcess.spawn(
      executable, arguments: arguments, input: .descriptor(toServer.read),
      output: .descriptor(fromServer.write), error: .file(log), ownProcessGroup: true)
    close(toServer.read)
    close(fromServer.write)
    input = toServer.write
    output = fromServer.read
    self.patience = patience
  }

  deinit {
    close(input)
    close(output)
    kill(-pid, SIGKILL)
    _ = ChildProcess.wait(for: pid)
  }

  /// Sends a request and waits for its answer: the `result`, or the server's error as a failure.
  func request(_ method: String, _ params: [String: Any]) throws -> Any? {
    let id = nextID
    nextID += 1
    try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    let deadline = ContinuousClock.now + patience
    while true {
      let message = try receive(before: deadline)
      if message["method"] is String {
        if let serverID = message["id"] {
          // The server asks something of the editor (progress, a registration): "fine".
          try send(["jsonrpc": "2.0", "id": serverID, "result": NSNull()])
        }
        continue
      }
      guard (message["id"] as? Int) == id else { continue }
      if let error = message["error"] as? [String: Any] {
        throw Failure(description: "\(method): \(error["message"] ?? error)")
      }
      return message["result"]
    }
  }

  /// Sends a notification, which has no answer.
  func notify(_ method: String, _ params: [String: Any]) throws {
    try send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Asks the server to shut down and exit, as an editor does when it closes.
  func shutDown() {
    _ = try? request("shutdown", [:])
    try? notify("exit", [:])
  }

  private func send(_ message: [String: Any]) throws {
    let body = try JSONSerialization.data(withJSONObject: message)
    let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
      guard written > 0 || errno == EINTR else {
        throw Failure(description: "the language server stopped reading")
      }
      offset += max(written, 0)
    }
  }

  /// The next message from the server.
  private func receive(before deadline: ContinuousClock.Instant) throws -> [String: Any] {
    while true {
      if let message = try takeMessage() { return message }
      let left = deadline - ContinuousClock.now
      guard left > .zero else { throw Failure(description: "the language server did not answer") }
      var waiting = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(left / .milliseconds(1), 1000))
      guard poll(&waiting, 1, max(milliseconds, 1)) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(output, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure(description: "the language server ended") }
      received += buffer[..<count]
    }
  }

  /// A whole message from what was received, if one is there.
  private func takeMessage() throws -> [String: Any]? {
    let separator = Array("\r\n\r\n".utf8)
    guard let end = received.indices.first(where: { received[$0...].starts(with: separator) })
    else { return nil }
    let header = String(decoding: received[..<end], as: UTF8.self)
    guard
      let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
        return Int(parts[1].trimmingCharacters(in: .whitespaces))
      }).first
    else { throw Failure(description: "a message from the language server has no length") }
    let start = end + separator.count
    guard received.count >= start + length else { return nil }
    let body = Data(received[start..<start + length])
    received.removeFirst(start + length)
    guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      throw Failure(description: "a message from the language server is not a JSON object")
    }
    return message
  }
}
