#!/usr/bin/env python3
"""Reads one app's build log from Tests/RealApps/check.sh and prints each App Intents file's
verdict: ok, or FAILED with what it lacks. An error is about the App Intents API when the name
it is about (a missing type, the type of a missing member, the callee of a call whose arguments
don't fit, the protocol not conformed to) is one of App Intents' names: OpenAppIntents' public
names (Tests/OpenAppIntentsTests/Fixtures/PublicNames.txt) or the App Intents names `sirisim
adopt` knows (Sources/SiriSimCLI/AppIntentsNames.swift). Other errors are the app's own (a type
the stand-ins lack) or another framework's. Appends `app<TAB>symbol<TAB>count` lines for the App
Intents errors to the summary file.

Usage: classify.py ROOT APP LOG LINK_FOLDER SUMMARY FILE...
"""
import re
import sys
from collections import Counter
from pathlib import Path

root, app, log, links, summary = sys.argv[1:6]
files = sys.argv[6:]

names = set()
for line in Path(root, "Tests/OpenAppIntentsTests/Fixtures/PublicNames.txt").read_text().splitlines():
    if line and not line.startswith("#"):
        names.add(line.split()[0])
names.update(re.findall(r'"([A-Za-z]+)"', Path(root, "Sources/SiriSimCLI/AppIntentsNames.swift").read_text()))

ERROR = re.compile(r"^(.+?):(\d+):(\d+): error: (.*)$")
QUOTED = re.compile(r"'([^']*)'")
CALLEE = re.compile(r"@?([A-Z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)\s*(?:<[^>]*>)?\s*\(")


def root_name(text):
    """`IntentParameter<String>?` → IntentParameter; `Foo.Bar` → Foo."""
    return re.split(r"[<.?\[\]! ]", text.strip("[]"), maxsplit=1)[0] if text else ""


def callee(path, line_number, column):
    """The nearest call opened before the error's place, on its line or up to 8 lines above."""
    try:
        lines = Path(path).read_text(errors="replace").splitlines()
    except OSError:
        return None
    for number in range(line_number - 1, max(-1, line_number - 10), -1):
        text = lines[number] if number < len(lines) else ""
        if number == line_number - 1:
            text = text[: column - 1]
        found = CALLEE.findall(text)
        if found:
            return found[-1]
    return None


def classify(path, line, column, message):
    """(symbol, is App Intents API)."""
    quoted = QUOTED.findall(message)
    m = re.fullmatch(r"cannot find (?:type )?'(\w+)' in scope", message)
    if m:
        return m.group(1), m.group(1) in names
    m = re.fullmatch(r"(?:value of )?type '([^']+)' has no member '(\w+)'", message)
    if m:
        owner = root_name(m.group(1))
        return f"{owner}.{m.group(2)}", owner in names
    m = re.fullmatch(r"type '([^']+)' does not conform to protocol '(\w+)'", message)
    if m:
        return f"conformance to {m.group(2)}", m.group(2) in names
    if re.search(r"argument|in call|call to initializer", message):
        name = callee(path, line, column)
        labels = [q for q in quoted if q.endswith(":") or q.isidentifier()]
        detail = re.sub(r"'[^']*'", "…", message) if not labels else ", ".join(labels[:2])
        if name:
            return f"{name}({detail})", root_name(name) in names
        return message, False
    for q in quoted:
        if root_name(q) in names:
            return f"{root_name(q)}: {re.sub(chr(39) + '[^' + chr(39) + ']*' + chr(39), '…', message)}", True
    return message, False


errors = {}
for raw in Path(log).read_text(errors="replace").splitlines():
    m = ERROR.match(raw)
    if not m:
        continue
    path, line, column, message = m.group(1), int(m.group(2)), int(m.group(3)), m.group(4)
    prefix = links.rstrip("/") + "/"
    if not path.startswith(prefix):
        continue
    errors.setdefault(path[len(prefix):], set()).add((path, line, column, message))

counts = Counter()
clean = 0
for name in files:
    found = sorted(errors.get(name.replace("/", "-"), ()), key=lambda e: (e[1], e[2]))
    if not found:
        print(f"ok      {name}")
        clean += 1
        continue
    api = Counter()
    other = Counter()
    for path, line, column, message in found:
        symbol, is_api = classify(path, line, column, message)
        (api if is_api else other)[symbol] += 1
    counts.update(api)
    lacks = "; ".join(f"{s}" + (f" ×{n}" if n > 1 else "") for s, n in api.most_common())
    others = sum(other.values())
    print(f"FAILED  {name} ({len(found)} errors)"
          + (f" — App Intents: {lacks}" if api else "")
          + (f" — other: {others} ({'; '.join(s for s, _ in other.most_common(2))})" if others else ""))
print(f"{app}: {clean} of {len(files)} files clean; {sum(counts.values())} App Intents API errors")
with open(summary, "a") as out:
    for symbol, n in counts.items():
        out.write(f"{app}\t{symbol}\t{n}\n")
    out.write(f"#files\t{app}\t{len(files)}\t{clean}\n")
