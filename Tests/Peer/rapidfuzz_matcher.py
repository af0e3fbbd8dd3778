#!/usr/bin/env python3
"""The peer SiriSim's matcher is measured against: a rapidfuzz template matcher.

What an engineer writes in an afternoon: every App Shortcut phrase expanded with every
parameter value (the lines of EXPANSIONS, `app<TAB>intent<TAB>parameter<TAB>value<TAB>text`, as
`sirisim-bench` writes them), then for each utterance on stdin the best-scoring expansions by
rapidfuzz's WRatio, printed as one JSON line in `sirisim match --json`'s contract.

    python3 Tests/Peer/rapidfuzz_matcher.py EXPANSIONS < utterances.txt
"""
import json
import sys

from rapidfuzz import fuzz, process, utils


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: rapidfuzz_matcher.py EXPANSIONS < utterances")
    rows = []
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in f:
            app, intent, parameter, value, text = line.rstrip("\n").split("\t")
            rows.append((app, intent, parameter, value, text))
    choices = [utils.default_process(row[4]) for row in rows]
    out = sys.stdout
    for line in sys.stdin:
        utterance = line.rstrip("\n")
        found = process.extract(
            utils.default_process(utterance), choices, scorer=fuzz.WRatio, limit=3,
            score_cutoff=70, processor=None)
        results = []
        for _, score, index in found:
            app, intent, parameter, value, _ = rows[index]
            results.append({
                "app": app, "intent": intent, "score": round(score / 100, 3),
                "parameters": {parameter: value} if parameter else {},
            })
        out.write(json.dumps({
            "utterance": utterance, "match": results[0] if results else None,
            "alternatives": results[1:],
        }) + "\n")


if __name__ == "__main__":
    main()
