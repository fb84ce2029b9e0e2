"""FakeLeanSession: a stand-in for `lean --run lean/session/Session.lean`, used only by unit tests of
how a session's death is reported (no Lean here).

It speaks the session's JSON lines (set-up line with the nonce -> ready; one answer per request,
prefixed with the nonce). A request whose `cmd` contains CRASH makes it print, on stderr, what a
dying embedded Lean printed (a module list, a structure dump, the reason, Node's footer) and exit 1;
OOM makes it print Node's out-of-memory line and exit 134 (SIGABRT under a shell wrapper); EXIT3
makes it exit with code 3, silently, as an item calling `IO.Process.exit 3` does; CRASH_ONCE:PATH
makes it exit 1 the first time (it creates PATH) and answer when asked again."""

import json
import sys
from pathlib import Path

setup = json.loads(sys.stdin.readline())
nonce = setup["nonce"]


def answer(obj: dict) -> None:
    print(f"{nonce} {json.dumps(obj)}", flush=True)


answer({"ready": True, "messages": []})
for line in sys.stdin:
    request = json.loads(line)
    if request.get("quit"):
        break
    cmd = request.get("cmd", "")
    if "CRASH_ONCE:" in cmd:  # dies the first time (it leaves the file named after the marker), then answers
        mark = Path(cmd.split("CRASH_ONCE:", 1)[1].split()[0])
        if not mark.exists():
            mark.write_text("crashed once\n")
            sys.stderr.write("INTERNAL PANIC: out of stack\n")
            sys.stderr.flush()
            sys.exit(1)
    elif "CRASH" in cmd:
        sys.stderr.write("- /lib/lean/Init/Data/String/Lemmas/Basic.olean\n"
                         "INTERNAL PANIC: unreachable code has been reached\n"
                         "- /lib/lean/Init/Data/String/Lemmas/Basic.olean\n"
                         "mainModule? = true\n"
                         "    at wasm://wasm/0b2c:wasm-function[123]:0x4567\n"
                         "Node.js v24.1.0\n")
        sys.stderr.flush()
        sys.exit(1)
    if "EXIT3" in cmd:  # what `#eval (IO.Process.exit 3 : IO Unit)` does: a silent exit with its code
        sys.exit(3)
    if "OOM" in cmd:
        sys.stderr.write("<--- Last few GCs --->\n"
                         "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n"
                         " 1: 0xb7c3a0 node::Abort() [node]\n")
        sys.stderr.flush()
        sys.exit(134)
    answer({"id": request.get("id"), "env": 1, "messages": [], "sorries": [], "time_ms": 1})
