#!/usr/bin/env python3
"""A peer for SiriSim's matcher at scale: Home Assistant's hassil (PyPI `hassil`, 3.12.1).

TEMPLATES is the JSON `sirisim-bench scale` writes: the generated apps, each with its App
Shortcuts' phrase templates (`Order ${dish} from ${applicationName}`) and its slots' titles.
Every template becomes a hassil sentence (the app's name in place of `${applicationName}`, a
list reference `{a<app>_<slot>}` in place of each slot), every slot a hassil text list of its
titles, and each utterance on stdin is recognized with `hassil.recognize_best`, printed as one
JSON line in `sirisim match --json`'s shape. hassil matches templates exactly, word for word
(no typos, no filler unless it is a skip word), as Home Assistant's intents do.

On stderr, one line: `hassil-timing LOAD MATCH COUNT`, the seconds spent building the intents
and matching the utterances (start-up excluded), and how many utterances were read.

    python3 Tests/Peer/hassil_matcher.py TEMPLATES < utterances.txt
"""
import json
import re
import sys
import time

from hassil import Intents, recognize_best

# Words said around a request that hassil may skip (its `skip_words`).
SKIP_WORDS = ["hey siri", "could you", "can you", "please"]


def sentence(template, app, prefix):
    """A hassil sentence for a template: the app named, slots as list references."""
    text = template.replace(",", "")
    text = re.sub(r"[\[\]()<>|{}]", " ", text.replace("${", "\x00").replace("}", "\x01"))
    text = text.replace("\x00applicationName\x01", app)
    return re.sub(r"\x00([A-Za-z0-9_]+)\x01", lambda m: "{" + prefix + m.group(1) + "}", text)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: hassil_matcher.py TEMPLATES < utterances")
    start = time.perf_counter()
    with open(sys.argv[1], encoding="utf-8") as f:
        apps = json.load(f)["apps"]
    intents = {}
    lists = {}
    owners = {}
    for index, app in enumerate(apps):
        prefix = f"a{index}_"
        for intent in app["intents"]:
            key = f"a{index}.{intent['name']}"
            owners[key] = (app["name"], intent["name"])
            intents[key] = {
                "data": [{"sentences": [sentence(p, app["name"], prefix) for p in intent["phrases"]]}]
            }
            for slot, titles in intent["slots"].items():
                lists[prefix + slot] = {"values": titles}
    compiled = Intents.from_dict({"language": "en", "intents": intents, "lists": lists})
    loaded = time.perf_counter()

    count = 0
    matching = 0.0
    out = sys.stdout
    for line in sys.stdin:
        utterance = line.rstrip("\n")
        count += 1
        began = time.perf_counter()
        result = recognize_best(utterance, compiled, skip_words=SKIP_WORDS)
        matching += time.perf_counter() - began
        match = None
        if result is not None:
            app, intent = owners[result.intent.name]
            match = {
                "app": app, "intent": intent, "score": 1.0,
                "parameters": {
                    name.split("_", 1)[-1]: str(entity.value)
                    for name, entity in result.entities.items()
                },
            }
        out.write(json.dumps({"utterance": utterance, "match": match, "alternatives": []}) + "\n")
    sys.stderr.write(f"hassil-timing {loaded - start:.6f} {matching:.6f} {count}\n")


if __name__ == "__main__":
    main()
