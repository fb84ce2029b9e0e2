"""Generated inputs for the differential test of paracert's lexer against Lean's own parser.

`cases(seed, n)` builds terms from a small grammar that Lean's `term` parser accepts (unicode
operators, primes and subscripts in names, `«»` names, char literals with every escape, strings with
escapes and gaps, raw strings with `#`s, name literals, nested and line comments), joins tokens with
or without spaces (glued tokens are where a lexer goes wrong: `≠'"'`, `x'`, `2'a'`), and mutates a
share of them with one hostile fragment (a quote, a comment opener or closer, `«`, a bracket, a
command on a new line, `:=`, a tab, an invisible character). Deterministic for a given seed.

`run_term_parse(texts)` runs all of them through ONE `lean --run tests/lean_tools/TermParse.lean`
process and returns, per text, None (parse error, with Lean's message) or Lean's tokens as
(kind, start, stop, ws_stop) in character offsets.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

NAMES = ["x", "y", "n", "a", "b", "f", "x'", "y''", "n₁", "aᵢ", "xⱼ", "α", "β'", "ℕ", "ℓ", "é", "ü'", "a!", "b?",
         "x!'", "h.1", "Nat.succ", "«a b»", "«x\"y»", "Nat.«succ»", "_x", "x_1", "𝔸", "δ₂'", "ΓΔ", "List.map"]
BINOPS = ["≠", "≤", "≥", "∧", "∨", "→", "↔", "=", "+", "*", "-", "∣", "++", "<", ">", "∘", "×", "/", "^", "%",
          "<->", "->", "/\\", "\\/", "&&", "||", "==", "!="]
CHARS = ["'a'", "'\"'", "'\\''", "'\\n'", "'\\t'", "'\\\\'", "'\\x41'", "'\\u0041'", "'«'", "'-'", "'/'", "'≠'",
         "'α'", "' '", "'`'", "'#'", "'{'", "'}'", "'('"]
STR_BODIES = ["", "a", "'", "''", "--", "/-", "-/", "«", "»", "≠'", "\\\"", "\\n", "\\x41", "\\u00e9", "\\t",
              "{x}", ")", "#eval", "\\\n   x", "'\"'", "r#", "α∧β"]


def _ident(r: random.Random) -> str:
    return r.choice(NAMES)


def _string(r: random.Random) -> str:
    return '"' + "".join(r.choice(STR_BODIES) for _ in range(r.randint(0, 3))) + '"'


def _raw(r: random.Random) -> str:
    hashes = "#" * r.randint(0, 3)
    body = "".join(r.choice(["a", '"', "#", "'", "--", "/-", "\\", "\"#" if len(hashes) > 1 else "b"])
                   for _ in range(r.randint(0, 4)))
    return "r" + hashes + '"' + body + '"' + hashes


def _comment(r: random.Random) -> str:
    kind = r.random()
    if kind < 0.4:
        return "/- " + r.choice(["c", "'", '"', "/- nested -/", "-- x", "«", "≠'\"'"]) + " -/"
    if kind < 0.55:
        return "/-" + r.choice(["", "-", "/", "x-"]) + "-/"
    return "-- " + r.choice(["c", "'", '"', "/-", "≠'\"'"]) + "\n"


def _atom(r: random.Random, depth: int) -> list[str]:
    k = r.random()
    if depth > 3 or k < 0.25:
        return [_ident(r)]
    if k < 0.35:
        return [r.choice(["0", "7", "42", "0x1F", "0b101", "1_000", "2.5", "1e3", "3.0e-2", "0o17"])]
    if k < 0.47:
        return [r.choice(CHARS)]
    if k < 0.57:
        return [_string(r)]
    if k < 0.62:
        return [_raw(r)]
    if k < 0.65:
        return ["`" + r.choice(["x", "Nat.succ", "«a b»", "x'"])]
    if k < 0.80:
        return ["("] + _term(r, depth + 1) + [")"]
    if k < 0.85:
        return ["⟨"] + _term(r, depth + 1) + [","] + _term(r, depth + 1) + ["⟩"]
    if k < 0.90:
        return ["["] + _term(r, depth + 1) + [","] + _term(r, depth + 1) + ["]"]
    return ["(", _ident(r), ":", r.choice(["Nat", "ℕ", "Char", "String", "Prop"]), ")"]


def _term(r: random.Random, depth: int = 0) -> list[str]:
    k = r.random()
    if depth < 3 and k < 0.12:
        return [r.choice(["∀", "∃"]), _ident(r), ","] + _term(r, depth + 1)
    if depth < 3 and k < 0.18:
        return [r.choice(["fun", "λ"]), _ident(r), r.choice(["=>", "↦"])] + _term(r, depth + 1)
    if depth < 3 and k < 0.24:
        return ["¬"] + _atom(r, depth + 1)
    out = _atom(r, depth)
    if r.random() < 0.3:
        out += _atom(r, depth + 1)  # application
    if depth < 3 and r.random() < 0.6:
        out += [r.choice(BINOPS)] + _term(r, depth + 1)
    return out


def _join(r: random.Random, toks: list[str], comments: bool) -> str:
    out = toks[0]
    for tk in toks[1:]:
        k = r.random()
        if comments and k < 0.1:
            sep = " " + _comment(r) + " "
        elif k < 0.45:
            sep = ""  # glued: the interesting case
        else:
            sep = r.choice([" ", " ", "\n  "])
        out += sep + tk
    return out


MUTATIONS = ["'", '"', "/-", "-/", "--", "«", "»", ")", "(", "⟩", "\n#eval 1\n", " := ", "r#\"", "\\", "\t",
             "\u200b", "\u202e", "''", "`", " #exit ", "\r"]


# Fixed probes: every token class at its edges (escapes, gaps, raw-string closers, numbers, glued quotes).
PROBES = [
    "'a' ≠'\"' ∨ True", r"'\u{41}' = 'A'", r"'\u0041' = 'A'", r"'\x41' = 'A'", r"'\x4' = 'A'", "2. = 2", "2.x",
    "2e", "2e3", "1_", "1__0", "0x", "0x_1F", "x.1.2", "'' = x", "''' = x", '"a\\\n  b" = x', '"a\\\n\n b" = x',
    '"a\\ b"', r'"\u{41}"', 'r#"a"# = x', 'r"a', 'r#"a"', "«a", "/-- doc -/ x", "/-! x -/ y", "x /- /- -/ -/ y",
    "x /- /- -/ y", "a//-1", "a <--1", "x --/\ny", 's!"{x}" = y', 's!"{"}"}" = y', '"a""b"', "x\t+ y", "x\r\ny",
    "é + ü = 0", "ⱼ", "xⱼ = 1", "ℕ' = 1", "Σ' x, x = x", "xs[0]'h", "`x.y", "``x", "a!b", "x ∣'a'", "2'a'",
    "(x)'a'", "«» = 1", "x.«»", "x.«a».b = 1", "'\\n", "'\\'", r"'\q'", r'"\q"', "-- c", "/- c -/", "x /-/ -/ y",
    "x/--/y", "'a'/- c -/ = x", "0b2", "1.5e+", "x.y.«z w».1", "f x'y' z", "λ x => x", "Π", "‹x›", "x\u00a0+ y",
]


@dataclass
class Case:
    text: str
    mutated: bool


def cases(seed: int = 13, n: int = 400) -> list[Case]:
    """The fixed probes, then `n` generated inputs."""
    r = random.Random(seed)
    out = [Case(p, False) for p in PROBES]
    for _ in range(n):
        text = _join(r, _term(r), comments=r.random() < 0.35)
        mutated = r.random() < 0.3
        if mutated:
            pos = r.randint(0, len(text))
            text = text[:pos] + r.choice(MUTATIONS) + text[pos:]
        out.append(Case(text, mutated))
    return out


def lean_command() -> list[str] | None:
    embedded = ROOT / ".lean-wasm" / "bin" / "lean"
    if embedded.exists():
        return [str(embedded)]
    found = shutil.which("lean")
    return [found] if found else None


@dataclass
class LeanParse:
    ok: bool
    tokens: list[tuple[str, int, int, int]]  # character offsets
    error: str | None


def _char_offsets(text: str) -> dict[int, int]:
    out, b = {}, 0
    for i, ch in enumerate(text):
        out[b] = i
        b += len(ch.encode("utf-8"))
    out[b] = len(text)
    return out


def parse_output(texts: list[str], stdout: str) -> list[LeanParse | None]:
    results: list[LeanParse | None] = [None] * len(texts)
    for line in stdout.splitlines():
        if not line.startswith("R "):
            continue
        _, ident, status, rest = (line.split(" ", 3) + [""])[:4]
        i = int(ident)
        if status == "ERR":
            results[i] = LeanParse(False, [], json.loads(rest))
            continue
        conv = _char_offsets(texts[i])
        toks = []
        for item in rest.split():
            kind, a, b, c = item.split(":")
            toks.append((kind, conv[int(a)], conv[int(b)], conv[int(c)]))
        results[i] = LeanParse(True, toks, None)
    return results


def run_term_parse(texts: list[str], timeout: float = 1500) -> list[LeanParse | None]:
    """All texts through one Lean process (inputs sent as JSON lines on stdin)."""
    cmd = lean_command()
    if cmd is None:
        raise RuntimeError("no Lean: run `make setup`")
    payload = "".join(json.dumps({"id": i, "text": t}, ensure_ascii=False) + "\n" for i, t in enumerate(texts))
    proc = subprocess.run(cmd + ["--run", str(HERE / "TermParse.lean")], input=payload, capture_output=True,
                          text=True, timeout=timeout, cwd=HERE, env={**os.environ})
    return parse_output(texts, proc.stdout)


# ---------------------------------------------------------------------------------------------
# comparison of the Python lexer with Lean's parse

LEXICAL = ("unterminated", "escape", "character literal", "tabs", "carriage", "hexadecimal", "exponent",
           "string gap", "expected decimal", "expected binary", "expected octal", "identifier escape")


def _py_kind(kind: str) -> str:
    same = {"ident": "ident", "num": "num", "sci": "num", "str": "str", "char": "char", "name": "name"}
    return same.get(kind, "atom")


def _lean_offset(text: str, error: str) -> int | None:
    import re

    m = re.match(r"<input>:(\d+):(\d+): ", error)
    if not m:
        return None
    lines = text.split("\n")
    return sum(len(ln) + 1 for ln in lines[: int(m.group(1)) - 1]) + int(m.group(2))


def disagreements(texts: list[str], results: list[LeanParse | None]) -> list[str]:
    """Where the Python lexer and Lean disagree, in words (empty: full agreement).

    * Lean parsed the whole input as one term: Python must lex it without error into exactly Lean's
      tokens (same boundaries; literal kinds equal; comments only in Lean's trailing whitespace).
    * Lean reported a lexical error (unterminated comment/string/char, bad escape, tab, number): Python
      must report a lexical error too.
    * `statement_reason` accepts the text but Lean fails: Lean's error must sit at the start of one of
      Python's tokens or at the end (a grammar error both read the same way), never inside a token.
    """
    from paracert.lean.text.guard import statement_reason
    from paracert.lean.text.lexer import tokenize

    out = []
    for text, res in zip(texts, results, strict=True):
        norm = text.replace("\r\n", "\n")  # Lean's input normalization
        lexed = tokenize(norm)
        if res is None:
            out.append(f"{text!r}: no answer from Lean")
            continue
        if res.ok:
            lean = [(_py_kind(k), a, b) for k, a, b, _ in res.tokens if b > a and k != "missing"]
            py = [(_py_kind(t.kind) if t.kind not in ("keyword", "symbol", "interp") else "atom", t.start, t.end)
                  for t in lexed.tokens]
            py = [("atom", a, b) if k == "num" and ("atom", a, b) in lean else (k, a, b) for k, a, b in py]
            if text != norm:
                continue  # offsets shift under CRLF normalization; the error checks below still apply
            if lexed.error is not None:
                out.append(f"{text!r}: Lean parses it, Python says {lexed.error.message}")
            elif py != lean:
                out.append(f"{text!r}: tokens differ: Python {py} Lean {lean}")
            else:
                gaps = {(b, w) for _, _, b, w in res.tokens}
                for c in lexed.trivia:
                    if not any(b <= c.start and c.end <= w for b, w in gaps):
                        out.append(f"{text!r}: comment {c.text!r} outside Lean's whitespace")
            continue
        err = res.error or ""
        if any(w in err for w in LEXICAL) and lexed.error is None:
            out.append(f"{text!r}: Lean: {err}; Python lexes it without error")
        if statement_reason(text.strip()) is None:
            pos = _lean_offset(norm, err)
            inside = [t for t in lexed.tokens + lexed.trivia if pos is not None and t.start < pos < t.end]
            if inside:
                out.append(f"{text!r}: accepted as a statement; Lean's error {err!r} is inside {inside[0].text!r}")
    return out


def save_oracle(path: Path, texts: list[str], results: list[LeanParse | None]) -> None:
    with path.open("w", encoding="utf-8") as f:
        for text, r in zip(texts, results, strict=True):
            row = {"text": text, "ok": bool(r and r.ok), "error": r.error if r else "no answer",
                   "tokens": r.tokens if r else []}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


def load_oracle(path: Path) -> tuple[list[str], list[LeanParse | None]]:
    texts, results = [], []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        texts.append(row["text"])
        results.append(LeanParse(row["ok"], [tuple(t) for t in row["tokens"]], row["error"]))
    return texts, results
