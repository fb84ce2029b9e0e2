"""FakeLeanSession: a stand-in for `lean --run lean/session/Session.lean`, used by unit tests of the
session pool (how a session's death is reported, faults, adoption; no Lean here).

It speaks the session's JSON lines (set-up line with the nonce -> ready; one answer per request,
prefixed with the nonce). A request whose `cmd` contains CRASH makes it print, on stderr, what a
dying embedded Lean printed (a module list, a structure dump, the reason, Node's footer) and exit 1;
OOM makes it print Node's out-of-memory line and exit 134 (SIGABRT under a shell wrapper); EXIT3
makes it exit with code 3, silently, as an item calling `IO.Process.exit 3` does; CRASH_ONCE:PATH
makes it exit 1 the first time (it creates PATH) and answer when asked again.

Otherwise it answers as the session does, field for field (tests/test_session_golden.py holds it to the
real session's recorded answers): every item elaborates without a message; its declarations are the
names the item's `theorem`/`def`/`axiom`/... commands declare; their axioms are `sorryAx` when the
item says `sorry`, none otherwise; a `parseTerm` text is a term unless a line after its first starts
a command; a `translate` request fails on a dotted name its vocabulary does not declare as an axiom,
else translates each side's signature to `∀ BINDERS, TYPE` unchanged, without symbols; a line that is not JSON gets
the session's `error` answer, a blank line none, `quit` the `bye` answer."""

import json
import re
import sys
from pathlib import Path

setup = json.loads(sys.stdin.readline())
nonce = setup["nonce"]
DECLARATION = re.compile(r"^(?:@\[[^\]]*\]\s*)?(?:(?:private|protected|noncomputable|public)\s+)*"
                         r"(?:theorem|lemma|def|abbrev|axiom|opaque|instance|structure|inductive|class)\s+"
                         r"([^\s(:{\[]+)", re.MULTILINE)
COMMAND = re.compile(r"(?:theorem|lemma|def|example|axiom|instance|open|set_option|#\w+)\b")


def answer(obj: dict) -> None:
    print(f"{nonce} {json.dumps(obj, ensure_ascii=False, sort_keys=True)}", flush=True)


def item_answer(request: dict, cmd: str) -> dict:
    declared = DECLARATION.findall(cmd)
    wanted = [n for n in request.get("axioms") or [] if isinstance(n, str) and n in declared]
    axioms = {n: ["sorryAx"] if "sorry" in cmd else [] for n in wanted}
    return {"id": request.get("id"), "env": 0, "messages": [], "sorries": [], "declarations": declared,
            "axioms": axioms, "axiomsNotImported": {n: [] for n in wanted}, "stdout": "", "time_ms": 1}


def translate_answer(request: dict, cmd: str) -> dict:
    try:
        spec = json.loads(cmd)
    except json.JSONDecodeError as exc:
        return {"id": request.get("id"), "time_ms": 1, "untranslated": {
            "side": 0, "stage": "request", "message": f"not a JSON translation request: {exc}"}}
    sides = [s.get("sig", "") for s in spec.get("sides", [])]
    known = set(re.findall(r"^axiom\s+(\S+)", spec.get("vocab", ""), re.MULTILINE))
    for k, sig in enumerate(sides):
        for name in re.findall(r"\b[A-Z]\w*(?:\.\w+)+", sig):
            if name not in known:
                return {"id": request.get("id"), "time_ms": 1, "vocabularyErrors": [], "untranslated": {
                    "side": k, "stage": "elaborate", "message": f"Unknown constant `{name}`"}}
    return {"id": request.get("id"), "time_ms": 1, "symbols": [], "vocabularyErrors": [], "autoBound": [[], []],
            "translated": [f"∀ {sig.rsplit(' : ', 1)[0]}, {sig.rsplit(' : ', 1)[-1]}" for sig in sides]}


def term_answer(request: dict, cmd: str) -> dict:
    lines = cmd.split("\n")
    for n, line in enumerate(lines[1:], start=2):  # a command after the term: not one term
        if COMMAND.match(line):
            return {"id": request.get("id"), "time_ms": 1, "term": False,
                    "error": f"<statement>:{n}:0: expected end of input"}
    return {"id": request.get("id"), "time_ms": 1, "term": True}


answer({"ready": True, "env": 0, "messages": [], "time_ms": 1})
for line in sys.stdin:
    if not line.strip():
        continue
    try:
        request = json.loads(line)
    except json.JSONDecodeError as exc:
        answer({"error": f"not a JSON request: {exc}"})
        continue
    if request.get("quit"):
        answer({"bye": True})
        break
    cmd = request.get("cmd", "")
    cmd = cmd if isinstance(cmd, str) else ""
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
    if request.get("translate"):
        answer(translate_answer(request, cmd))
    elif request.get("parseTerm"):
        answer(term_answer(request, cmd))
    else:
        answer(item_answer(request, cmd))
