import AppShell
import Foundation
import NewsCore
import Observing
import TerminalUI

/// `kit`, what `make run` starts: every variant at once, one pane each, driven by the same
/// keys. In a terminal it is the teaching stage (`Stage`): pause and step the shared clock
/// message by message, zoom a pane, change the mock feed. Without one — a pipe, CI — it prints
/// the frames of a short tour as plain text, so even then the newcomer sees what the kit is.
@MainActor
public enum SideBySideRun {
  /// The size of the plain frames when `--size` does not say.
  static let plainSize = Size(width: 160, height: 48)
  /// The tour printed when there is no terminal and no `--script`.
  static let tour = "wait,down,enter,wait,back"

  /// Runs `variants` side by side with the process's `arguments`; returns the exit code.
  public static func run(
    _ variants: [any NewsVariant.Type], arguments: [String], console: Console
  ) -> Int32 {
    do throws(LaunchError) {
      let options = try LaunchOptions.parse(arguments)
      if options.help {
        console.write(usage(paneCount: variants.count))
        return 0
      }
      let fixture = try Launcher.readFixture(at: options.fixturePath)
      if options.script == nil, console.isInteractive {
        return interactive(variants, options: options, fixture: fixture, console: console)
      }
      let steps = try StageStep.parse(commaSeparated: options.script ?? tour)
      let screen = options.size ?? plainSize
      let stage = Stage(
        variants: variants, fixture: fixture, delay: options.delay, mode: options.fetchMode,
        naiveCells: options.naiveCells, screen: screen, realTime: { .zero })
      if options.script == nil {
        let why = console.isOutputTerminal ? Launcher.plainTerminal : "there is no terminal here"
        console.write(
          "kit: \(why), so this is a short tour in plain text: every "
            + "variant, the same keys (\(tour.replacingOccurrences(of: ",", with: ", "))), "
            + "each pane with the messages its objects sent.\n"
            + "In a terminal, 'make run' lets you drive it (? lists the keys); "
            + "'kit --script KEYS' prints a tour of your own.\n\n")
      }
      StageTranscript.run(steps, on: stage, screen: screen, write: console.write)
      stage.close()
      return 0
    } catch {
      console.writeError("kit: \(error.message)\n")
      if error.exitCode == 64 { console.writeError("Try 'kit --help'.\n") }
      return error.exitCode
    }
  }

  /// The stage in the terminal, on the real clock, until q.
  private static func interactive(
    _ variants: [any NewsVariant.Type], options: LaunchOptions, fixture: Data, console: Console
  ) -> Int32 {
    let stage = Stage(
      variants: variants, fixture: fixture, delay: options.delay, mode: options.fetchMode,
      naiveCells: options.naiveCells,
      screen: TerminalLoop.screen(terminal: Terminal.size(of: STDOUT_FILENO), chosen: options.size),
      realTime: SharedClock.systemTime())
    defer { stage.close() }
    return TerminalLoop.run(
      name: "kit", console: console, noColor: options.noColor, clock: stage,
      chosenSize: options.size, isDone: { stage.isQuitRequested },
      isAnimating: { stage.isAnimating }, frame: stage.frame(screen:),
      handle: stage.handle(_:until:))
  }

  /// The `--help` text.
  static func usage(paneCount: Int) -> String {
    """
    kit: the news app in every architecture at once, one pane each, driven by the same keys;
    each pane shows the messages that passed between that variant's objects.

    usage: kit [--delay SECONDS] [--fail] [--fixture PATH] [--script KEYS]
               [--size COLSxROWS] [--no-color] [--naive-cells] [--help]

      --delay SECONDS    how long the mock news source waits (default 3; + and - change it)
      --fail             make every load fail, to see the error screen (f fails just the next)
      --fixture PATH     show this JSON feed instead of the bundled one
      --script KEYS      print the frames of these keys as plain text, comma-separated:
                         up, down, enter, back, refresh, quit, wait, 'wait SECONDS', and
                         the stage's own: pause, play, next (.), previous (,), home (<),
                         end (>), pageup ([), pagedown (]), 'zoom N' (N)
      --size COLSxROWS   the size of those frames (default \(plainSize)), or in a terminal,
                         use at most this much of it
      --no-color         no colour (so does the NO_COLOR environment variable)
      --naive-cells      the MVVM pane with the naive cells of lesson 6, which keep the
                         bindings of rows they showed before
      --help             this text

    Keys:
    \(KeyGuide.lines(paneCount: paneCount).map { "  " + $0 }.joined(separator: "\n"))

    Without a terminal (a pipe, CI), kit prints a short tour as plain text and exits.
    \(LaunchOptions.exitCodesHelp)

    """
  }
}
