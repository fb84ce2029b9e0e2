"""How a Lean process ended without answering, said plainly: what happened (exited with code N,
killed by a signal, out of memory), where (start-up, or the item it was on) and the last line of its
stderr that says why, without the noise Lean and Node print around it (module lists such as
`- /lib/lean/Init/….olean`, structure dumps such as `mainModule? = true`, JavaScript stack frames,
Node's version footer).

    LeanExit(1, ["- /lib/lean/Init/Prelude.olean", "uncaught exception: boom", "mainModule? = true"])
        .describe("while elaborating item Demo.lean:8")
    -> 'Lean process exited with code 1 while elaborating item Demo.lean:8; last stderr line:
        uncaught exception: boom'
"""

from __future__ import annotations

import re
import signal
from collections.abc import Iterable
from dataclasses import dataclass

# stderr lines that never say why a process ended
_NOISE = tuple(re.compile(p) for p in (
    r"^\s*$",
    r"^\s*-\s+\S+\.olean\s*$",  # a module list (`- /lib/lean/Init/Data/String/Lemmas/Basic.olean`)
    r"^\s*[\w.]+\?? = ",  # a structure dump (`mainModule? = true`)
    r"^\s+at\s",  # a JavaScript stack frame
    r"^\s*wasm://",  # a WebAssembly frame
    r"^Node\.js v\d",  # Node's version footer
    r"^\(node:\d+\)",  # a Node warning
    r"^\(Use `node --trace",
    r"^\s*\^+\s*$",  # the caret under a quoted source line
    r"^\[DEBUG",
    r"^\s*[{}\[\]();,]*\s*$",  # brackets alone (the end of a dump)
    r"^\S+\.(?:js|mjs|cjs):\d+$",  # `/path/lean.js:12`, the line Node quotes next
    r"^\s*\d+: 0x[0-9a-fA-F]+ ",  # a native stack frame in Node's fatal-error report
    r"^\s*<---.*--->\s*$",  # `<--- Last few GCs --->`
    r"^\s*\[\d+:0x[0-9a-fA-F]+\]",  # a GC trace line
))
# lines that say why, preferred over a later line that does not
_TELLING = re.compile(
    r"error|exception|panic|abort|fault|overflow|out of memory|killed|cannot|could not|failed|unreachable",
    re.IGNORECASE)
_OUT_OF_MEMORY = re.compile(
    r"out of memory|heap limit|Cannot enlarge memory|Aborted\(OOM\)|could not allocate|bad_alloc"
    r"|Maximum memory size|Array buffer allocation failed|memory allocation failed",
    re.IGNORECASE)
_LONGEST = 300  # characters of a stderr line quoted in a message


def _is_noise(line: str) -> bool:
    return any(p.search(line) for p in _NOISE)


@dataclass(frozen=True)
class LeanExit:
    """A Lean process that ended: its exit status (`Popen.returncode`: negative for a signal) and
    the last lines of its stderr (and of any non-protocol stdout)."""

    returncode: int | None
    stderr: tuple[str, ...] = ()

    @classmethod
    def of(cls, returncode: int | None, lines: Iterable[str]) -> LeanExit:
        return cls(returncode, tuple(str(x).rstrip() for x in lines))

    @property
    def signal(self) -> signal.Signals | None:
        """The signal that ended it: a negative return code, or 128 + N from a shell wrapper
        (`.lean-wasm/bin/lean` is one)."""
        code = self.returncode
        number = -code if code is not None and code < 0 else code - 128 if code is not None and code > 128 else None
        try:
            return signal.Signals(number) if number else None
        except ValueError:
            return None

    @property
    def out_of_memory(self) -> bool:
        return any(_OUT_OF_MEMORY.search(line) for line in self.stderr)

    def last_line(self) -> str | None:
        """The last stderr line that says why (an error, exception, panic, abort …), else the last
        line that is not noise; None when there is none."""
        meaningful = [line.strip() for line in self.stderr if not _is_noise(line)]
        telling = [line for line in meaningful if _TELLING.search(line)]
        memory = [line for line in meaningful if _OUT_OF_MEMORY.search(line)]
        candidates = memory or telling or meaningful
        if not candidates:
            return None
        pick = candidates[-1]
        return pick if len(pick) <= _LONGEST else pick[:_LONGEST] + "…"

    def how(self) -> str:
        """`exited with code 1`, `was killed by signal 9 (SIGKILL)`, `ran out of memory (exit code 134)` …:
        only what the exit status and stderr show (which process sent a signal is not known, so
        none is named; out of memory only when stderr says so)."""
        sig, code = self.signal, self.returncode
        if self.out_of_memory:
            status = f"killed by {sig.name}" if sig and code is not None and code < 0 else f"exit code {code}"
            return f"ran out of memory ({status})"
        if sig is not None and code is not None and code < 0:
            return f"was killed by signal {sig.value} ({sig.name})"
        if sig is not None and code is not None and code > 128:  # a shell wrapper (.lean-wasm/bin/lean)
            return f"was killed by signal {sig.value} ({sig.name}; exit code {code} from its wrapper)"
        if code is None:
            return "stopped answering (its output closed; killed)"
        return f"exited with code {code}"

    def describe(self, where: str) -> str:
        """One sentence: `Lean process HOW WHERE; last stderr line: …` (or `; no error message on stderr`)."""
        last = self.last_line()
        return f"Lean process {self.how()} {where}".rstrip() + (
            f"; last stderr line: {last}" if last else "; no error message on stderr")


def while_on(item_id: str) -> str:
    """The `where` of a process that ended on an item."""
    return f"while elaborating item {item_id}"


DURING_STARTUP = "during start-up, before any item"
