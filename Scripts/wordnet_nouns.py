"""WordNet 3.0's noun files as the generators read them (standard library only)."""

import os
import re

# The words the tables keep: one lower-case word, no spaces, digits or hyphens.
LEMMA = re.compile(r"^[a-z]+$")


def synsets(folder):
    """Each synset line of data.noun, split into fields (the licence header is skipped)."""
    with open(os.path.join(folder, "data.noun"), encoding="latin-1") as data:
        for line in data:
            if not line.startswith(" "):
                yield line.split()


def lemmas(folder):
    """Each one-word noun of index.noun: (word, senses, tagged senses, synset offsets)."""
    with open(os.path.join(folder, "index.noun"), encoding="latin-1") as index:
        for line in index:
            if line.startswith(" "):
                continue
            fields = line.split()
            if not LEMMA.match(fields[0]):
                continue
            pointers = int(fields[3])
            yield fields[0], int(fields[2]), int(fields[5 + pointers]), fields[6 + pointers:]
