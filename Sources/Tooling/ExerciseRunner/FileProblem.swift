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
struct FileProblem: Error, Equatable, CustomStringConvertible {
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

  init(_ action: Action, _ file: URL, code: Int32) {
    self.action = action
    path = ExerciseBuilder.displayPath(file)
    self.code = code
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

  var description: String {
    let doing = action == .writing ? "write" : "read"
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
