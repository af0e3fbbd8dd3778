#!/usr/bin/env python3
"""Keeps the README and docs/ true: every quoted command prints what the page says, twice.

Usage: .ci/docs-check.py [--update-screens] path/to/sirisim [FILE.md …]

With no files, it reads README.md and docs/*.md. It checks:

- README.md has at most 300 lines (it is a page; the rest is in docs/).
- "about N tests" is within a tenth of the tests the last `swift test` ran (`.ci-test.log`,
  which `.ci/run` writes; without it, the `@Test` functions and XCTest methods under Tests/).
- A build's, a test run's or CI's time ("54 s", "3–5 minutes") is quoted only under a heading
  that says "measured" (it goes stale anywhere else).
- docs/commands.md lists every subcommand `sirisim --help` lists.
- docs/status.md claims none of the gaps in CLOSED_GAPS, which a named test shows working.
- Every relative link names a file that exists, and every `#anchor` a heading of that page.
- Every ```console block runs. A line starting with `$ ` is a command (a line ending with `\\`
  goes on on the next); the lines after it, up to the next `$ `, are what it prints, standard
  output and standard error together. A line that is only `…` stands for any lines (none too),
  and a `…` inside a line for any text on that line. Trailing empty lines are not compared.

Each block runs as one bash script (so `cd` and `export` carry over to its next command) in a
fresh temporary folder holding links to the repository's top-level files (so `Tests/…` paths
work, and anything written lands in the temporary folder), with a fresh HOME and no XDG
variables (so the default store, history and data are the folder's own), the binary's folder
first on PATH, NO_COLOR=1, TERM=dumb, TZ=UTC, LANG=C.UTF-8, no terminal (a new session) and
standard input from /dev/null unless the command pipes. Then the whole block runs a second time
in the same folder with the same HOME, and must print the same again: an example that leaves
state behind (the default store, a file) and depends on it is caught.

A ```text block right under `<!-- docs-check screen: COMMAND; keys: KEYS -->` is a screen of
the terminal UI: COMMAND runs in an 80×24 tmux (when tmux is installed), each of KEYS is typed
(a tmux key name such as Enter, Escape, Down or C-c, else the text itself; quote text with
spaces), waiting after each until the screen stays the same, and the screen must be the block.
`--update-screens` writes the screens tmux shows into the pages instead (review with git diff).

Blocks that can't run here (they need a terminal, a build, or minutes) are ```text or ```sh
blocks; they are listed, not run. Exit status 1 when anything fails, with file:line and a diff.
"""

import concurrent.futures
import difflib
import os
import re
import shutil
import signal
import subprocess
import shlex
import sys
import tempfile
import time
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README_MAX_LINES = 300
TIMEOUT_SECONDS = 120
MARK = "\x1eDOCS-CHECK-END\x1e"


class Block:
    """One ```console block: its commands, each with the lines it should print."""

    def __init__(self, path, line):
        self.path = path
        self.line = line  # the fence's line, 1-based
        self.steps = []  # [(command line number, command text, [expected lines])]

    @property
    def where(self):
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def fences(path):
    """Yields (info string, first line number, lines) for every fenced block of a page."""
    lines = path.read_text(encoding="utf-8").split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^(\s*)```(\S*)\s*$", lines[index])
        if not match:
            index += 1
            continue
        indent, info, start = match.group(1), match.group(2), index + 1
        body = []
        index += 1
        while index < len(lines) and not re.match(r"^\s*```\s*$", lines[index]):
            line = lines[index]
            body.append(line[len(indent):] if line.startswith(indent) else line)
            index += 1
        index += 1
        yield info, start, body


def console_blocks(path, problems):
    blocks = []
    for info, start, body in fences(path):
        if info != "console":
            continue
        block = Block(path, start)
        index = 0
        while index < len(body):
            line = body[index]
            if not line.startswith("$ "):
                if line.strip():
                    problems.append(f"{block.where}: output before the first `$ ` command")
                index += 1
                continue
            number = start + index + 1
            command = [line[2:]]
            while command[-1].endswith("\\") and index + 1 < len(body):
                index += 1
                command.append(body[index])
            index += 1
            expected = []
            while index < len(body) and not body[index].startswith("$ "):
                expected.append(body[index])
                index += 1
            block.steps.append((number, "\n".join(command), expected))
        if block.steps:
            blocks.append(block)
    return blocks


def unchecked_blocks(path):
    """The ```text and ```sh blocks that quote commands: run by nobody, so listed."""
    found = []
    for info, start, body in fences(path):
        if info in ("text", "sh", "bash", "shell", "") and any(
            line.startswith("$ ") for line in body
        ):
            found.append(f"{path.relative_to(ROOT)}:{start}")
    return found


# Links ------------------------------------------------------------------------------------------


def slug(heading):
    """GitHub's anchor for a heading."""
    text = re.sub(r"`", "", heading.strip()).lower()
    text = "".join(
        c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN"
    )
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        found, counts, fence = set(), {}, False
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line.lstrip().startswith("```"):
                fence = not fence
            match = None if fence else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if match:
                base = slug(match.group(1))
                n = counts.get(base, 0)
                counts[base] = n + 1
                found.add(base if n == 0 else f"{base}-{n}")
        cache[path] = found
    return cache[path]


def check_links(path, problems):
    fence = False
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.lstrip().startswith("```"):
            fence = not fence
        if fence:
            continue
        # Inline code is not a link.
        text = re.sub(r"`[^`]*`", "", line)
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"^[a-z]+:", target):
                continue
            file, _, anchor = target.partition("#")
            destination = (path.parent / file).resolve() if file else path
            where = f"{path.relative_to(ROOT)}:{number}"
            if not destination.exists():
                problems.append(f"{where}: the link {target} names no file")
            elif anchor and destination.suffix == ".md" and anchor not in anchors(destination):
                problems.append(f"{where}: the link {target} names no heading of {file or path.name}")


# Screens --------------------------------------------------------------------------------------

SCREEN = re.compile(r"^<!-- docs-check screen: (.*?); keys: (.*?) -->$")
KEY = re.compile(r"^(Enter|Escape|Tab|BTab|Up|Down|Left|Right|BSpace|PPage|NPage|Home|End|[CM]-.)$")


class Screen:
    """A ```text block under `<!-- docs-check screen: COMMAND; keys: KEYS -->`: a real screen."""

    def __init__(self, path, line, command, keys, expected):
        self.path, self.line, self.command, self.keys, self.expected = (
            path, line, command, keys, expected)

    @property
    def where(self):
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def screens(path, problems):
    lines = path.read_text(encoding="utf-8").split("\n")
    found = []
    for index, line in enumerate(lines):
        match = SCREEN.match(line)
        if not match:
            continue
        where = f"{path.relative_to(ROOT)}:{index + 1}"
        if index + 1 >= len(lines) or lines[index + 1] != "```text":
            problems.append(f"{where}: a screen comment must stand right above a ```text block")
            continue
        end = lines.index("```", index + 2)
        try:
            keys = shlex.split(match.group(2))
        except ValueError as error:
            problems.append(f"{where}: the keys can't be read: {error}")
            continue
        found.append(Screen(path, index + 2, match.group(1), keys, lines[index + 2 : end]))
    return found


def capture(socket):
    return subprocess.run(
        ["tmux", "-L", socket, "capture-pane", "-p", "-t", "0"],
        capture_output=True, text=True).stdout


def settle(socket, seconds=15.0):
    """The screen once it has stayed the same for half a second."""
    last, since, waited = None, 0.0, 0.0
    while waited < seconds:
        time.sleep(0.1)
        waited += 0.1
        now = capture(socket)
        if now == last:
            since += 0.1
            if since >= 0.5:
                return now
        else:
            last, since = now, 0.0
    return last or ""


def check_screen(screen, binary_folder):
    """Types the keys into the command in an 80×24 tmux and compares the screen."""
    with tempfile.TemporaryDirectory(prefix="docs-check-") as base:
        work, home, tmp = prepare_folder(Path(base))
        env = environment(binary_folder, home, tmp)
        env.update(TERM="xterm-256color", SIRISIM_HISTORY="")
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        socket = f"docs-check-{os.getpid()}-{screen.line}"
        subprocess.run(
            ["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24",
             "-c", str(work), f"env -i {exports} bash --noprofile --norc -c {shlex.quote(screen.command)}"],
            check=True)
        try:
            settle(socket)
            for key in screen.keys:
                literal = [] if KEY.match(key) else ["-l"]
                subprocess.run(["tmux", "-L", socket, "send-keys", "-t", "0", *literal, key], check=True)
                settle(socket)
            shown = settle(socket)
        finally:
            subprocess.run(["tmux", "-L", socket, "kill-server"], capture_output=True)
    actual = trimmed(line.rstrip() for line in shown.split("\n"))
    expected = trimmed(line.rstrip() for line in screen.expected)
    screen.actual = actual
    if actual == expected:
        return []
    diff = difflib.unified_diff(expected, actual, "as the page shows", "as tmux shows it", lineterm="")
    return [f"{screen.where}: the screen of `{screen.command}` after {' '.join(screen.keys)}"
            " differs:\n" + "\n".join(diff)]


# Claims -----------------------------------------------------------------------------------------


def test_count():
    """The tests `swift test` runs: Swift Testing's `@Test` functions and XCTest's `test…`."""
    count = 0
    for file in (ROOT / "Tests").rglob("*.swift"):
        text = file.read_text(encoding="utf-8", errors="replace")
        count += len(re.findall(r"^\s*@Test\b", text, re.M))
        count += len(re.findall(r"^\s*func test\w*\(", text, re.M))
    return count


def tests_run():
    """The tests the last `swift test` ran, from the log `.ci/run` writes (`.ci-test.log`), and
    where the number comes from; without the log, the `@Test` functions under Tests/."""
    log = ROOT / ".ci-test.log"
    if log.exists():
        text = log.read_text(encoding="utf-8", errors="replace")
        testing = re.findall(r"Test run with (\d+) tests?\b", text)
        xctest = [int(n) for n in re.findall(r"Executed (\d+) tests?\b", text)]
        if testing:
            return int(testing[-1]) + max(xctest, default=0), "ran in .ci-test.log"
    return test_count(), "in Tests/ (@Test and XCTest test methods)"


def check_claims(path, problems):
    """"about N tests" must be within a tenth (and at least 100) of the tests `swift test` ran."""
    actual = None
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        for claim in re.findall(r"about ([\d,]+) tests", line):
            actual, source = tests_run() if actual is None else (actual, source)
            said = int(claim.replace(",", ""))
            if abs(said - actual) > max(100, said // 10):
                problems.append(
                    f"{path.relative_to(ROOT)}:{number}: says about {claim} tests; {actual} {source}"
                )


def prose_lines(path):
    """(line number, line, the heading it is under) for each line outside fenced blocks."""
    fence, heading = False, ""
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if line.lstrip().startswith("```"):
            fence = not fence
            continue
        if fence:
            continue
        match = re.match(r"^#{1,6}\s+(.*)", line)
        if match:
            heading = match.group(1)
        yield number, line, heading


# A time ("54 s", "3–5 minutes", "24.5 minutes") said of a build, a test run or CI.
DURATION = re.compile(r"\b\d[\d,.]*(?:\s?[–-]\s?\d[\d,.]*)?\s?(?:s|seconds?|min|minutes?)\b")
BUILDING = re.compile(r"\b(?:[Bb]uil(?:d|ds|t)|[Cc]ompil\w*|swift test|CI|\.ci/run|\d[\d,]* tests)\b")


def times_a_build(sentence):
    """Whether a time is said within 60 characters of a build, a test run or CI; a time that
    is a setting ("for 10 s") is not a measurement."""
    for duration in DURATION.finditer(sentence):
        if sentence[: duration.start()].endswith("for "):
            continue
        around = sentence[max(0, duration.start() - 60) : duration.end() + 60]
        if BUILDING.search(around):
            return True
    return False


def check_timings(path, problems):
    """A build's, a test run's or CI's time goes stale with the next commit, so the pages quote
    one only under a heading that says it was measured (with when and on what machine), such
    as testing.md's "First build time, measured"; elsewhere they link there."""
    for number, sentence, heading in prose_sentences(path):
        if "measured" in heading.lower():
            continue
        if times_a_build(sentence):
            problems.append(
                f"{path.relative_to(ROOT)}:{number}: quotes a build, test or CI time outside a"
                f" “… measured” section (it goes stale); link to"
                f" testing.md#first-build-time-measured instead: {sentence.strip()}"
            )


def prose_sentences(path):
    """(first line number, sentence, heading) for each sentence of the prose, table rows and
    list items each a sentence of their own too (a sentence may run over several lines)."""
    number, words, heading = None, [], ""
    for line_number, line, line_heading in list(prose_lines(path)) + [(0, "", "")]:
        starts = not line.strip() or line.lstrip().startswith(("- ", "* ", "|", "#"))
        if (starts or line_heading != heading) and words:
            yield from split_sentences(number, " ".join(words), heading)
            number, words = None, []
        heading = line_heading
        if line.strip():
            number = number or line_number
            words.append(line.strip())


def split_sentences(number, text, heading):
    for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z`(])", text):
        yield number, sentence, heading


def check_subcommands(binary, problems):
    """docs/commands.md lists every subcommand `sirisim --help` lists, as `sirisim NAME`."""
    help_text = subprocess.run(
        [str(binary), "--help"], capture_output=True, text=True, timeout=TIMEOUT_SECONDS,
        env={"PATH": os.environ.get("PATH", ""), "HOME": tempfile.gettempdir(), "TERM": "dumb",
             "NO_COLOR": "1", "COLUMNS": "200"},
    ).stdout
    section = help_text.split("SUBCOMMANDS:", 1)[-1] if "SUBCOMMANDS:" in help_text else ""
    names = re.findall(r"^  ([a-z][\w-]*)", section.split("\n\n  See ", 1)[0], re.M)
    if not names:
        problems.append(f"`{binary.name} --help` lists no SUBCOMMANDS: can't check commands.md")
        return
    page = ROOT / "docs" / "commands.md"
    text = page.read_text(encoding="utf-8")
    for name in names:
        if not re.search(rf"`sirisim \[?{re.escape(name)}\b", text):
            problems.append(
                f"docs/commands.md: `sirisim --help` lists the subcommand `{name}`, which the"
                f" page's table doesn't (a row starting `sirisim {name}`)"
            )


# Gaps docs/status.md once claimed that a test shows working, each with that test: a claim that
# comes back (an old paragraph merged, a copied line) fails while the test is there. Add a pair
# when a gap is closed, in the same commit as the test that closes it.
CLOSED_GAPS = [
    (r"Ctrl-Z is not supported", "ctrlZInTheConversationRunsUndo"),
    (r"(?:HOME|home)[^.]*(?:not|isn't) the passwd", "recordTakesAPathWithTheHomeFolderExpanded"),
    (r"`init`[^.]*lowercase", "R2.sh"),
]


def check_closed_gaps(problems):
    status = ROOT / "docs" / "status.md"
    text = " ".join(status.read_text(encoding="utf-8").split())
    for claim, test in CLOSED_GAPS:
        match = re.search(claim, text)
        if not match:
            continue
        proof = [f for f in (ROOT / "Tests").rglob(test if test.endswith(".sh") else "*.swift")
                 if test.endswith(".sh") or re.search(rf"func {test}\(", f.read_text(
                     encoding="utf-8", errors="replace"))]
        if proof:
            problems.append(
                f"docs/status.md: claims a gap (“{match.group(0)}”) that"
                f" {proof[0].relative_to(ROOT)} ({test}) shows working"
            )


# Running ----------------------------------------------------------------------------------------


def environment(binary_folder, home, tmp):
    return {
        "PATH": f"{binary_folder}:/usr/local/bin:/usr/bin:/bin",
        "HOME": str(home),
        "TMPDIR": str(tmp),
        "NO_COLOR": "1",
        "CI": "true",
        "TERM": "dumb",
        "TZ": "UTC",
        "LANG": "C.UTF-8",
    }


def prepare_folder(base):
    work, home, tmp = base / "work", base / "home", base / "tmp"
    for folder in (work, home, tmp):
        folder.mkdir()
    for entry in ROOT.iterdir():
        if not entry.name.startswith(".") and entry.name not in ("build",):
            (work / entry.name).symlink_to(entry)
    return work, home, tmp


def run_block(block, binary_folder, work, home, tmp):
    """Runs every command of the block in one bash; returns each one's output and status."""
    script = "".join(
        f"{command}\nprintf '\\n{MARK}%s{MARK}\\n' \"$?\"\n" for _, command, _ in block.steps
    )
    process = subprocess.Popen(
        ["bash", "--noprofile", "--norc", "-c", script],
        cwd=work,
        env=environment(binary_folder, home, tmp),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        raw, _ = process.communicate(timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        raw, _ = process.communicate()
        raw += f"\n[docs-check: killed after {TIMEOUT_SECONDS} s]\n".encode()
    text = raw.decode("utf-8", errors="replace")
    pieces = re.split(f"\n{MARK}(\\d+){MARK}\n", text)
    outputs = []
    for index in range(0, len(pieces) - 1, 2):
        outputs.append((pieces[index], int(pieces[index + 1])))
    if len(pieces) % 2 == 1 and pieces[-1]:
        outputs.append((pieces[-1], None))
    while len(outputs) < len(block.steps):
        outputs.append(("[docs-check: the block ended before this command ran]", None))
    return outputs


def trimmed(lines):
    lines = list(lines)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def line_matches(pattern, line):
    if pattern == line:
        return True
    if "…" not in pattern:
        return False
    regex = ".*".join(re.escape(part) for part in pattern.split("…"))
    return re.fullmatch(regex, line) is not None


def matches(expected, actual):
    """Whether the actual lines fit the expected ones, a `…` line standing for any lines."""
    memo = {}

    def fit(i, j):
        key = (i, j)
        if key not in memo:
            if i == len(expected):
                result = j == len(actual)
            elif expected[i].strip() == "…":
                result = any(fit(i + 1, k) for k in range(j, len(actual) + 1))
            else:
                result = j < len(actual) and line_matches(expected[i], actual[j]) and fit(i + 1, j + 1)
            memo[key] = result
        return memo[key]

    return fit(0, 0)


def check_block(block, binary_folder):
    failures = []
    with tempfile.TemporaryDirectory(prefix="docs-check-") as base:
        work, home, tmp = prepare_folder(Path(base))
        first = run_block(block, binary_folder, work, home, tmp)
        second = run_block(block, binary_folder, work, home, tmp)
    for (number, command, expected), (output, _), (again, _) in zip(block.steps, first, second):
        where = f"{block.path.relative_to(ROOT)}:{number}"
        expected_lines, actual = trimmed(expected), trimmed(output.split("\n"))
        if not matches(expected_lines, actual):
            diff = difflib.unified_diff(
                expected_lines, actual, "as the page shows", "as it printed", lineterm=""
            )
            failures.append(f"{where}: $ {command}\n  prints differently:\n" + "\n".join(diff))
        elif trimmed(again.split("\n")) != actual:
            diff = difflib.unified_diff(
                actual, trimmed(again.split("\n")), "first run", "second run", lineterm=""
            )
            failures.append(
                f"{where}: $ {command}\n  prints differently the second time the block runs"
                " (state left behind? use --store :memory: or a fresh store):\n" + "\n".join(diff)
            )
    return failures


def update_screens(shots):
    """Writes each screen as tmux showed it into its page (`--update-screens`)."""
    for page in sorted({s.path for s in shots}):
        lines = page.read_text(encoding="utf-8").split("\n")
        for shot in sorted((s for s in shots if s.path == page), key=lambda s: -s.line):
            end = lines.index("```", shot.line)
            lines[shot.line : end] = shot.actual
        page.write_text("\n".join(lines), encoding="utf-8")
        print(f"docs-check: wrote the screens of {page.relative_to(ROOT)}")


def main(arguments):
    update = "--update-screens" in arguments
    arguments = [a for a in arguments if a != "--update-screens"]
    if not arguments or arguments[0] in ("-h", "--help"):
        print(__doc__)
        return 0 if arguments else 2
    binary = Path(arguments[0]).resolve()
    if not os.access(binary, os.X_OK) or binary.name != "sirisim":
        print(f"docs-check: {arguments[0]} is not an executable named sirisim", file=sys.stderr)
        return 2
    pages = [Path(a).resolve() for a in arguments[1:]] or [ROOT / "README.md"] + sorted(
        (ROOT / "docs").glob("*.md")
    )
    problems = []
    readme_lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    if readme_lines > README_MAX_LINES:
        problems.append(f"README.md: {readme_lines} lines, more than {README_MAX_LINES}")
    check_subcommands(binary, problems)
    check_closed_gaps(problems)
    blocks, unchecked, shots = [], [], []
    for page in pages:
        check_links(page, problems)
        check_claims(page, problems)
        check_timings(page, problems)
        blocks += console_blocks(page, problems)
        shots += screens(page, problems)
        unchecked += unchecked_blocks(page)
    jobs = int(os.environ.get("DOCS_CHECK_JOBS", "2"))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for failures in pool.map(lambda b: check_block(b, binary.parent), blocks):
            problems += failures
    if shutil.which("tmux"):
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for failures in pool.map(lambda s: check_screen(s, binary.parent), shots):
                problems += [] if update else failures
        if update:
            update_screens([s for s in shots if getattr(s, "actual", None) is not None])
    elif shots:
        print(f"docs-check: tmux is not installed: {len(shots)} screen(s) not checked")
    commands = sum(len(b.steps) for b in blocks)
    for problem in problems:
        print(problem, end="\n\n")
    if unchecked:
        print(f"not run (text/sh blocks quoting commands): {', '.join(unchecked)}")
    if problems:
        sys.stdout.flush()
        print(f"docs-check: {len(problems)} problem(s) in {len(pages)} pages", file=sys.stderr)
        return 1
    print(
        f"docs-check: {len(pages)} pages, links sound, README.md {readme_lines} lines;"
        f" {len(blocks)} console blocks, {commands} commands, each block run twice, all as shown;"
        f" {len(shots)} terminal screens as shown"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
