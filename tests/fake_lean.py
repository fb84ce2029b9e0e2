"""FakeLean: a stand-in for `lean --json FILE` used only by runner unit tests (no Lean here).

It reads the batch file paracert wrote and answers each `#print "paracert:..."` marker at once,
except that an item whose code contains HANG makes it stop answering, and CRASH makes it exit."""

import json
import sys
import time

path = sys.argv[-1]
for lineno, line in enumerate(open(path, encoding="utf-8"), start=1):
    if "HANG" in line:
        time.sleep(600)
    if "CRASH" in line:
        sys.exit(3)
    if line.startswith('#print "paracert:'):
        msg = line.split('"')[1]
        print(json.dumps({"severity": "information", "data": msg, "pos": {"line": lineno, "column": 0},
                          "endPos": {"line": lineno, "column": 6}, "kind": "[anonymous]"}), flush=True)
    if "BAD" in line:
        print(json.dumps({"severity": "error", "data": "unsolved goals", "pos": {"line": lineno, "column": 2},
                          "endPos": {"line": lineno, "column": 5}, "kind": "[anonymous]"}), flush=True)
