"""FakeLean: a stand-in for `lean --json FILE` used only by runner unit tests (no Lean here).

It reads the batch file paracert wrote and answers each `#print "paracert:..."` marker at once,
except that an item whose code contains HANG makes it stop answering, and CRASH makes it exit
(NOISY_CRASH: with code 1, after printing on stderr what a dying embedded Lean printed).
Live markers (`#eval PcLive.mark <i>`, which writes `paracert-live:<i>`) are echoed as raw lines at once.
With FAKE_LEAN_BURST=1 it behaves like the embedded Lean: messages are held back until the end
(or forever, if it hangs) while live markers still come out as items finish."""

import json
import os
import sys
import time

path = sys.argv[-1]
burst = os.environ.get("FAKE_LEAN_BURST") == "1"
held: list[str] = []


def say(obj: dict) -> None:
    line = json.dumps(obj)
    if burst:
        held.append(line)
    else:
        print(line, flush=True)


for lineno, line in enumerate(open(path, encoding="utf-8"), start=1):
    if "HANG" in line:
        time.sleep(600)
    if "NOISY_CRASH" in line:
        sys.stderr.write("- /lib/lean/Init/Data/String/Lemmas/Basic.olean\n"
                         "uncaught exception: (kernel) deep recursion detected\n"
                         "- /lib/lean/Init/Data/String/Lemmas/Basic.olean\n"
                         "mainModule? = true\n")
        sys.exit(1)
    if "CRASH" in line:
        sys.exit(3)
    if line.startswith('#print "paracert:'):
        msg = line.split('"')[1]
        if msg == "paracert:start":  # the start marker comes before any burst (as measured)
            print(json.dumps({"severity": "information", "data": msg, "pos": {"line": lineno, "column": 0},
                              "endPos": {"line": lineno, "column": 6}, "kind": "[anonymous]"}), flush=True)
            continue
        say({"severity": "information", "data": msg, "pos": {"line": lineno, "column": 0},
             "endPos": {"line": lineno, "column": 6}, "kind": "[anonymous]"})
    if line.startswith("#eval PcLive.mark "):  # what the header's helper writes
        print(f"paracert-live:{line.split()[-1]}", flush=True)
    if "BAD" in line:
        say({"severity": "error", "data": "unsolved goals",
             "pos": {"line": lineno, "column": 2}, "endPos": {"line": lineno, "column": 5}, "kind": "[anonymous]"})
for line in held:
    print(line, flush=True)
