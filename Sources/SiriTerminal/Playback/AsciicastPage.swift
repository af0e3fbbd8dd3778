import Foundation

/// One HTML page that plays an asciicast recording in the asciinema web player, with the
/// recording's markers (one a turn) listed as chapters a click jumps to.
///
/// The page holds the recording itself, so it is one file to attach or host. The player is
/// the asciinema project's own build: inlined when its files are given (so the page works
/// offline), else loaded from the address given.
package struct AsciicastPage: Sendable {
  /// Where the page gets the asciinema web player.
  package enum Player: Sendable, Equatable {
    /// The player's build, inlined: the text of `asciinema-player.min.js` and of
    /// `asciinema-player.css`.
    case inline(script: String, style: String)
    /// The player's build at these addresses (a CDN, or files beside the page).
    case linked(script: String, style: String)
  }

  /// A chapter: a marker's label and its time in seconds from the start.
  package struct Chapter: Sendable, Equatable {
    /// What the marker says ("turn 2: Order clam chowder…").
    package var label: String
    /// Seconds from the start of the recording.
    package var time: Double
  }

  /// The recording's text, as written by ``AsciicastWriter``.
  package var cast: String
  /// The page's title.
  package var title: String
  /// The recording's markers, in order.
  package var chapters: [Chapter]
  /// The player's build.
  package var player: Player

  /// Creates a page.
  package init(cast: String, title: String, chapters: [Chapter], player: Player) {
    self.cast = cast
    self.title = title
    self.chapters = chapters
    self.player = player
  }

  /// The page's HTML.
  package var html: String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="generator" content="SiriSim">
    <title>\(Self.escaped(title))</title>
    \(styleElement)
    <style>
    body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
    h1 { font-size: 1.2rem; }
    ol.chapters { padding-left: 1.5rem; }
    ol.chapters button { background: none; border: none; color: #0645ad; cursor: pointer;
      font: inherit; padding: 0.1rem 0; text-align: left; }
    ol.chapters button:hover { text-decoration: underline; }
    ol.chapters .time { color: #666; font-variant-numeric: tabular-nums; margin-left: 0.5rem; }
    </style>
    </head>
    <body>
    <h1>\(Self.escaped(title))</h1>
    <div id="player"></div>
    \(chapterList)
    \(scriptElement)
    <script>
    const cast = \(Self.scriptString(cast));
    const player = AsciinemaPlayer.create({ data: cast }, document.getElementById("player"), {
      autoPlay: true, idleTimeLimit: 2, fit: "width", terminalFontFamily: "monospace"
    });
    document.querySelectorAll("ol.chapters button").forEach((button) => {
      button.addEventListener("click", () => {
        player.seek({ marker: Number(button.dataset.marker) });
        player.play();
      });
    });
    </script>
    </body>
    </html>

    """
  }

  private var styleElement: String {
    switch player {
    case .inline(_, let style): "<style>\n\(Self.inert(style))\n</style>"
    case .linked(_, let style): "<link rel=\"stylesheet\" href=\"\(Self.escaped(style))\">"
    }
  }

  private var scriptElement: String {
    switch player {
    case .inline(let script, _): "<script>\n\(Self.inert(script))\n</script>"
    case .linked(let script, _): "<script src=\"\(Self.escaped(script))\"></script>"
    }
  }

  private var chapterList: String {
    guard !chapters.isEmpty else { return "" }
    let items = chapters.enumerated().map { index, chapter in
      "<li><button data-marker=\"\(index)\">\(Self.escaped(chapter.label))</button>"
        + "<span class=\"time\">\(Self.clock(chapter.time))</span></li>"
    }
    return "<h2>Chapters</h2>\n<ol class=\"chapters\">\n"
      + items.joined(separator: "\n") + "\n</ol>"
  }

  /// `m:ss` for a time in seconds.
  static func clock(_ seconds: Double) -> String {
    let whole = max(0, Int(seconds.rounded(.down)))
    let rest = whole % 60
    return "\(whole / 60):\(rest < 10 ? "0" : "")\(rest)"
  }

  /// Text for an HTML element or attribute: `&`, `<`, `>` and quotes escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// A JavaScript string literal that can sit inside a `<script>` element: every character
  /// that could end the element or the literal is escaped, so a transcript's text can never
  /// become markup or code.
  static func scriptString(_ text: String) -> String {
    // A JSON string is a JavaScript one; what could close the element or end the line is then
    // escaped too. None of these is part of an escape the writer made, so each is text's own.
    var literal = ""
    for scalar in AsciicastWriter.jsonString(text).unicodeScalars {
      if "<>&\u{2028}\u{2029}".unicodeScalars.contains(scalar) {
        literal += String(format: "\\u%04x", scalar.value)
      } else {
        literal.unicodeScalars.append(scalar)
      }
    }
    return literal
  }

  /// A script or style sheet inlined: a `</script` or `</style` in its text (inside a string
  /// literal, in the player's build) can't close its element early.
  static func inert(_ text: String) -> String {
    ["script", "style"].reduce(text) { text, element in
      text.replacingOccurrences(
        of: "</" + element, with: "<\\/" + element, options: .caseInsensitive)
    }
  }

}
