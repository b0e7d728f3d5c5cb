import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file or folder the runner could not read or write, said in the learner's words: a full
/// disk says the disk is full, a read-only folder names the folder, a path too long for the
/// system says so. Never Foundation's `NSCocoaErrorDomain Code=640` with its dictionary.
package struct FileProblem: Error, Equatable, CustomStringConvertible {
  /// What the runner was doing.
  enum Action: Equatable {
    case reading
    case writing
  }

  let action: Action
  /// The file or folder, as the runner names it (`ExerciseBuilder.displayPath`).
  let path: String
  /// The system's `errno`.
  let code: Int32
  /// What the file is, when it is not a file (`a FIFO`, `a device`): the runner reads only
  /// regular files, as a FIFO could keep it waiting for ever and a device feed it without end.
  private(set) var kind: String?

  init(_ action: Action, _ file: URL, code: Int32) {
    self.action = action
    path = ExerciseBuilder.displayPath(file)
    self.code = code
  }

  /// `file` is there but is not a regular file: it is `kind`.
  static func notAFile(_ file: URL, kind: String) -> FileProblem {
    var problem = FileProblem(.reading, file, code: EINVAL)
    problem.kind = kind
    return problem
  }

  /// Whether `file` would be refused as not a file: the problem, or `nil` when it is a regular
  /// file (through any links) or not there at all. Never opens it.
  static func notAFile(_ file: URL) -> FileProblem? {
    var information = stat()
    guard stat(file.path, &information) == 0 else { return nil }
    return kind(of: information.st_mode).map { notAFile(file, kind: $0) }
  }

  /// What a file of mode `mode` is, in words; `nil` for a regular file.
  static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFIFO: "a FIFO"
    case S_IFCHR, S_IFBLK: "a device"
    case S_IFDIR: "a folder"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  /// The problem behind an error of Foundation's file functions (`FileManager`), which name the
  /// file and carry the system's `errno` underneath, or `nil` when `error` is not one of those.
  init?(foundationError error: any Error) {
    let error = error as NSError
    guard error.domain == NSCocoaErrorDomain,
      let path = error.userInfo[NSFilePathErrorKey] as? String
        ?? (error.userInfo[NSURLErrorKey] as? URL)?.path
    else { return nil }
    // Foundation's reading errors are numbered from 256, its writing errors from 512.
    let action: Action = error.code >= 512 ? .writing : .reading
    let file = URL(fileURLWithPath: path)
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      self.init(action, file, code: Int32(underlying.code))
      return
    }
    let code: Int32? =
      switch CocoaError.Code(rawValue: error.code) {
      case .fileWriteOutOfSpace: ENOSPC
      case .fileWriteVolumeReadOnly: EROFS
      case .fileWriteNoPermission, .fileReadNoPermission: EACCES
      case .fileNoSuchFile, .fileReadNoSuchFile: ENOENT
      case .fileReadUnsupportedScheme, .fileReadInvalidFileName, .fileWriteInvalidFileName:
        ENAMETOOLONG
      default: nil
      }
    guard let code else { return nil }
    self.init(action, file, code: code)
  }

  /// How the command ends: 74 when something could not be written, as for the apps' output;
  /// 66 when something could not be read.
  var exitCode: ExitCode { action == .writing ? .cannotWrite : .noInput }

  package var description: String {
    let doing = action == .writing ? "write" : "read"
    if let kind {
      return "\(path) is \(kind), not a file: kit reads only plain files. Move it out of the "
        + "exercise's folder, then try again."
    }
    switch code {
    case ENOSPC, EDQUOT:
      return "the disk is full: kit could not \(doing) \(path). Free some space, then try again."
    case EROFS:
      return "\(path) is on a read-only disk: kit could not \(doing) it."
    case EACCES, EPERM:
      let folder = (path as NSString).deletingLastPathComponent
      return action == .writing
        ? "\(folder.isEmpty ? "this folder" : folder) is read-only for you: kit could not "
          + "write \(path) (permission denied)."
        : "kit is not allowed to read \(path) (permission denied)."
    case ENAMETOOLONG:
      let shown = path.utf8.count > 120 ? "\(path.prefix(50))…\(path.suffix(50))" : path
      return "the path \(shown) is too long for this system (it takes paths of at most "
        + "\(Self.longestPath) bytes): move the kit to a folder with a shorter path."
    case ENOENT:
      return "\(path) is not there."
    case EIO:
      return "the disk failed while kit tried to \(doing) \(path) (an input/output error)."
    case EFBIG where action == .reading:
      return "\(path) holds more than \(FileAccess.largestFile >> 20) MB: kit reads no file "
        + "that big."
    case EFBIG:
      return "kit could not \(doing) \(path): a file that size is more than this process may "
        + "write (`ulimit -f`)."
    default:
      return "kit could not \(doing) \(path): \(String(cString: strerror(code)))."
    }
  }

  /// The longest path the system's calls take, in bytes.
  static var longestPath: Int { Int(PATH_MAX) }
}
