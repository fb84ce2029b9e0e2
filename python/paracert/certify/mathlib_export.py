"""The `mathlib` profile of a translated pair's certificate: the same theorem as a user with Mathlib
elaborates it.

A translated pair (`certify.mathlib_input.Translation`) is `∀ Σ, A` and `∀ Σ, B`, Σ the shared
prefix of vocabulary constants, each binder standing for one Mathlib name (`Translation.symbols`).
Its certificate here is written with `import Mathlib` and Σ instantiated at Mathlib's own names:
- a carrier binder (`{Real : Type}`) becomes Mathlib's type (`ℝ`), a type or class binder
  (`{Finset : Type → Type}`, `{AddGroup : Type → Type}` for the twin `Mathlib.AddGroup`) Mathlib's
  type or class, a function symbol (`(sqrt : Real → Real)`) its Mathlib constant (`Real.sqrt`);
- an instance binder of Σ (`[inst : Paracert.LinearOrderedField Real]`, `[inst_1 : Pow Real Real]`)
  is dropped: Mathlib finds its instances by inference;
- an instance argument the translation passes explicitly (`abs inst_1 inst_2 (x - y)`, where
  `inst_1` stands for Mathlib's `Lattice ℝ` instance) is left out (`abs (x - y)`): in Mathlib that
  position is instance-implicit again, and Lean fills it by instance inference. Under an explicit
  application (`@f …`) it becomes `_`, which Lean 4 also fills by instance inference at an
  instance-implicit position (`Lean.Elab.App`, `processInstImplicitArg`);
- the branch is its tactic script with Mathlib's lemma names (`data.signature_mathlib.branch_script`,
  without paracert's closed-term gate); a pair with numerals keeps the core certificate's literal
  schema (`NAME_schema (pcLit0 : T) … : (A') ↔ (B')` and `NAME` as its instance).

Not run here (Mathlib cannot be installed on this machine): the text is pinned by golden files
(tests/golden/mathlib_input/), and docs/trust.md says what was and was not run. A translation
that cannot be written back (a Σ name rebound in the body, a body instance binder of a
vocabulary class, a name with no Mathlib counterpart, two symbols of one constant) raises
ValueError naming the symbol.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from paracert.certify.abstraction import abstract_literals
from paracert.certify.mathlib_input import (
    HeaderError,
    Translation,
    active_opens,
    read_header,
    split_declaration,
    split_prefix,
)
from paracert.certify.store import write_atomic
from paracert.certify.theorems import arrow_parts, schema_name
from paracert.data.mathlib_lemmas import NAMESPACE as LEMMA_NS
from paracert.data.mathlib_lemmas import row_of
from paracert.data.mathlib_vocabulary import (
    CLASS_CONSTANTS,
    DERIVED_INSTANCES,
    EXTRA_INSTANCES,
    MATHLIB_CLASS_NS,
    table_path,
    vocabulary,
)
from paracert.data.signature_mathlib import branch_script
from paracert.lean.text.lexer import IDENT, KEYWORD, SYMBOL, Token, tokenize
from paracert.statements.pairs import Origin
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import certificate_name

# Mathlib's own global notation for a carrier (any other carrier is written by its name)
CARRIER_NOTATION = {"Real": "ℝ", "Complex": "ℂ"}
_OPEN, _CLOSE = "([{⟨⦃", ")]}⟩⦄"
_BINDING = ("∀", "∃", "∃!", "fun", "λ", "Π", "Σ")


@dataclass(frozen=True)
class SigBinder:
    """One binder of Σ: its bracket, name and type text, the Mathlib name it stands for, and what
    it becomes in Mathlib's text (None: an instance, left to inference)."""
    bracket: str
    name: str
    type: str
    mathlib: str
    written: str | None


@lru_cache(maxsize=1)
def _table() -> dict:
    return json.loads(table_path().read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _vocab_facts() -> tuple[frozenset[str], frozenset[str]]:
    """(the vocabulary's instance names, its class names as Mathlib spells them)."""
    table = _table()
    classes = {t["name"] for t in table.get("types", []) if t.get("role") == "class"} | set(CLASS_CONSTANTS)
    instances = set(vocabulary().instances) | {row[0] for row in EXTRA_INSTANCES + DERIVED_INSTANCES}
    return frozenset(instances), frozenset(classes)


def _is_instance(mathlib: str, bracket: str, instances: frozenset[str]) -> bool:
    bridge = re.fullmatch(rf"{MATHLIB_CLASS_NS}\.\w+\.ofParacert", mathlib) is not None
    return bracket == "[" or mathlib in instances or bridge


def _written(mathlib: str, classes: frozenset[str]) -> str:
    """How Mathlib's text names a (non-instance) vocabulary constant."""
    if mathlib in CARRIER_NOTATION:
        return CARRIER_NOTATION[mathlib]
    if mathlib.startswith(MATHLIB_CLASS_NS + "."):
        twin = mathlib.removeprefix(MATHLIB_CLASS_NS + ".")
        if twin in classes:
            return twin  # the uninterpreted twin of a class Paracert models: Mathlib's class itself
        raise ValueError(f"symbol {mathlib!r} has no Mathlib constant (a vocabulary helper)")
    return mathlib


def _groups(head: str) -> list[str]:
    """The bracket groups of a printed prefix `∀ b₁ … bₙ` (`mathlib_input.split_prefix`'s first part)."""
    out, pos, s = [], 1, head
    while pos < len(s):
        while pos < len(s) and s[pos] == " ":
            pos += 1
        start, depth = pos, 0
        while pos < len(s):
            depth += (s[pos] in _OPEN) - (s[pos] in _CLOSE)
            pos += 1
            if depth == 0:
                break
        if start < pos:
            out.append(s[start:pos])
    return out


def signature_of(t: Translation) -> tuple[list[SigBinder], str, str]:
    """(Σ as Mathlib names, A's body, B's body) of a translation; ValueError when its two sides do
    not share the printed prefix of `t.symbols`, or a symbol has no Mathlib counterpart."""
    n = len(t.symbols)
    if n == 0:
        return [], t.a, t.b
    sa, sb = split_prefix(t.a, n), split_prefix(t.b, n)
    if sa is None or sb is None or sa[0] != sb[0]:
        raise ValueError("the two sides do not share the printed prefix of their symbols")
    groups = _groups(sa[0])
    if len(groups) != n:
        raise ValueError(f"the prefix has {len(groups)} binders for {n} symbols")
    instances, classes = _vocab_facts()
    out: list[SigBinder] = []
    for group, (name, mathlib) in zip(groups, t.symbols, strict=True):
        got, _, ty = group[1:-1].partition(" : ")
        if got.strip() != name:
            raise ValueError(f"symbol {name!r}: the prefix binds {got.strip()!r} at its place")
        if mathlib.startswith(LEMMA_NS + "."):
            # a hypothesis of Σ, Mathlib's lemma of the table (decision 0017): never named by the
            # body; the branch's script rewrites with Mathlib's lemma itself (`lemma_rewrites`)
            if row_of(mathlib) is None:
                raise ValueError(f"symbol {name!r}: {mathlib!r} is no row of data/mathlib/lemmas.json")
            out.append(SigBinder(group[0], name, ty.strip(), mathlib, None))
            continue
        written = None if _is_instance(mathlib, group[0], instances) else _written(mathlib, classes)
        out.append(SigBinder(group[0], name, ty.strip(), mathlib, written))
    seen: dict[str, str] = {}
    for b in out:
        if b.written is not None and seen.setdefault(b.mathlib, b.name) != b.name:
            raise ValueError(f"symbols {seen[b.mathlib]!r} and {b.name!r} are both {b.mathlib!r}")
    return out, sa[1], sb[1]


def _bound_names(toks: list[Token]) -> set[str]:
    """The names the text binds (`∀ (x y : T), …`, `∃ x, …`, `fun x => …`)."""
    bound: set[str] = set()
    k = 0
    while k < len(toks):
        if toks[k].text not in _BINDING:
            k += 1
            continue
        k += 1
        depth, typed = 0, False
        while k < len(toks) and not (depth == 0 and toks[k].text in (",", "=>")):
            t = toks[k]
            if t.kind == SYMBOL and t.text in _OPEN:
                depth, typed = depth + 1, False
            elif t.kind == SYMBOL and t.text in _CLOSE:
                depth -= 1
            elif t.text == ":" or (depth == 0 and t.kind != IDENT):
                typed = True
            elif t.kind == IDENT and not typed:
                bound.add(t.text)
            k += 1
    return bound


def _group_end(toks: list[Token], k: int) -> int:
    """The index of the token closing the bracket group opened at `toks[k]`."""
    depth = 0
    for j in range(k, len(toks)):
        if toks[j].kind == SYMBOL:
            depth += (toks[j].text in _OPEN) - (toks[j].text in _CLOSE)
        if depth == 0:
            return j
    raise ValueError("unbalanced brackets in the translated text")


# Mathlib types of the vocabulary names the table does not list (declared in `data.mathlib_vocabulary`)
EXTRA_TYPES = {"DFunLike.coe": "{F α : Type} → {β : α → Type} → [DFunLike F α β] → F → (a : α) → β a"}


def binder_kinds(ty: str) -> str:
    """One letter per argument of a function type: `i` implicit, `c` instance, `e` explicit."""
    out = ""
    for part in arrow_parts(ty)[:-1]:
        inner, _, _ = part[1:-1].partition(" : ") if part[:1] in "({⦃[" else ("", "", "")
        count = len(inner.split()) if inner and part[0] != "[" else 1
        out += {"{": "i", "⦃": "i", "[": "c"}.get(part[:1], "e") * count
    return out


def _mathlib_type(b: SigBinder) -> str:
    """Mathlib's type of a function symbol (the table's row), checked against the translated
    binder type, whose instance arguments are explicit."""
    rows = {c["name"]: c["type"] for c in _table().get("constants", [])} | EXTRA_TYPES
    ty = rows.get(b.mathlib, b.type)
    kinds, seen = binder_kinds(ty), binder_kinds(b.type)
    if kinds.replace("c", "e") != seen:
        raise ValueError(f"symbol {b.name!r}: its type {b.type!r} does not match Mathlib's {b.mathlib}: {ty!r}")
    return ty


def _args(toks: list[Token], k: int) -> list[tuple[int, int]]:
    """The arguments (first and last token) printed after the function at `toks[k]`."""
    out, j = [], k + 1
    while j < len(toks):
        start = j
        while j < len(toks) and toks[j].text in ("↑", "⇑", "↥"):
            j += 1  # a coercion arrow is a prefix of its argument
        if j >= len(toks):
            break
        t = toks[j]
        if t.kind == SYMBOL and t.text in _OPEN:
            j = _group_end(toks, j)
        elif t.text in ("fun", "λ"):  # runs to the end of the enclosing group
            depth = 0
            while j + 1 < len(toks):
                nxt = toks[j + 1]
                if nxt.kind == SYMBOL and nxt.text in _CLOSE:
                    if depth == 0:
                        break
                    depth -= 1
                elif nxt.kind == SYMBOL and nxt.text in _OPEN:
                    depth += 1
                j += 1
        elif t.kind not in (IDENT, "num", "str", "char") and t.text != "_":
            break
        out.append((start, j))
        j += 1
    return out


def _spine_edits(toks: list[Token], k: int, kinds: str) -> list[tuple[int, int, str]]:
    """The edits for the arguments of the symbol at `toks[k]` that sit at Mathlib's instance
    positions: left out, or `_` under an explicit application `@f`."""
    explicit = k > 0 and toks[k - 1].text == "@"
    visible = kinds if explicit else kinds.replace("i", "")
    edits = []
    for (i, j), kind in zip(_args(toks, k), visible, strict=False):
        if kind == "c":
            edits.append((toks[i].start, toks[j].end, "_") if explicit else (toks[i - 1].end, toks[j].end, ""))
    return edits


def _checked_token(t: Token, by_name: dict[str, SigBinder], classes: frozenset[str]) -> str | None:
    """The replacement of a token that names no Σ binder (None: unchanged); ValueError for a
    name with no Mathlib counterpart."""
    first = t.parts[0] if t.parts else t.text
    if first in by_name:
        raise ValueError(f"symbol {first!r} is used as {t.text!r}, which has no Mathlib counterpart")
    if t.text.startswith("Paracert."):
        name = t.text.removeprefix("Paracert.")
        if name not in classes:
            raise ValueError(f"{t.text!r} has no Mathlib counterpart")
        return name
    if t.text.startswith(MATHLIB_CLASS_NS + "."):
        raise ValueError(f"{t.text!r} (a vocabulary helper) has no Mathlib counterpart")
    return None


def body_to_mathlib(body: str, sig: list[SigBinder]) -> str:
    """A translated body (or any text over Σ) with Σ instantiated at Mathlib's names."""
    lexed = tokenize(body, "mathlib")
    if lexed.error is not None:
        raise ValueError(f"the translated text does not read: {lexed.error.message}")
    toks = lexed.tokens
    by_name = {b.name: b for b in sig}
    _, classes = _vocab_facts()
    rebound = sorted(_bound_names(toks) & set(by_name))
    if rebound:
        raise ValueError(f"symbol {rebound[0]!r} is bound again inside the statement")
    for k in range(2, len(toks) - 1):  # `(h : C T)`, C a class of Σ: an instance Mathlib binds `[…]`
        cls = by_name.get(toks[k + 1].text)
        if toks[k].text == ":" and toks[k - 2].text == "(" and cls is not None and cls.written in classes:
            raise ValueError(f"the statement binds {toks[k - 1].text!r} of class {cls.name!r} explicitly: "
                             "an instance hypothesis of a vocabulary class is not written back")
    edits: list[tuple[int, int, str]] = []
    instances: list[Token] = []
    for k, t in enumerate(toks):
        b = by_name.get(t.text) if t.kind in (IDENT, KEYWORD) else None
        if b is None:
            if t.kind == IDENT and (new := _checked_token(t, by_name, classes)) is not None:
                edits.append((t.start, t.end, new))
        elif b.written is None:
            instances.append(t)
        else:
            edits.append((t.start, t.end, b.written))
            if b.bracket == "(":
                edits += _spine_edits(toks, k, binder_kinds(_mathlib_type(b)))
    cut = [(s, e) for s, e, new in edits if new in ("", "_")]
    for t in instances:  # an instance of Σ is only ever an argument at an instance position
        if not any(s <= t.start and t.end <= e for s, e in cut):
            raise ValueError(f"symbol {by_name[t.text].name!r} ({by_name[t.text].mathlib}) is used outside "
                             "an instance argument")
    out, pos = [], 0
    for start, end, new in sorted(edits):
        if start < pos:
            continue  # inside a term already left out
        out += [body[pos:start], new]
        pos = end
    return "".join(out + [body[pos:]])


# header commands whose effect reaches past one side (a namespace's resolution, section variables,
# universes): a side under one of them is not restated as a term
UNSCOPED = ("namespace", "variable", "include", "omit", "universe")


def _one_line(toks: list[Token], text: str) -> str:
    """The tokens' text on one line: comments and line breaks between tokens become one space,
    tokens written together stay together (`(f x).1`)."""
    out = []
    for k, t in enumerate(toks):
        if k and t.start > toks[k - 1].end:
            out.append(" ")
        out.append(text[t.start:t.end])
    return "".join(out)


def _signature_term(sig: str) -> str:
    """`BINDERS : TYPE` (a declaration's signature) as the proposition `∀ BINDERS, TYPE`, on one line."""
    toks = tokenize(sig, "mathlib").tokens
    depth, colon = 0, None
    for k, t in enumerate(toks):
        if t.kind == SYMBOL and t.text in _OPEN:
            depth += 1
        elif t.kind == SYMBOL and t.text in _CLOSE:
            depth -= 1
        elif t.kind == SYMBOL and t.text == ":=":
            raise ValueError("a binder with a default value (`:= …`) has no `∀` form")
        elif t.kind == SYMBOL and t.text == ":" and depth == 0 and colon is None:
            colon = k
        if depth < 0:
            raise ValueError("the declaration's brackets do not balance")
    if colon is None or depth != 0:
        raise ValueError("the declaration has no type, or its brackets do not balance")
    binders, body = _one_line(toks[:colon], sig), _one_line(toks[colon + 1:], sig)
    return f"∀ {binders}, {body}" if binders else body


def _header_holes(header: str) -> list[str]:
    try:
        return list(read_header(header, "header").holes)
    except HeaderError:
        return []


def user_statement(declaration: str, header: str | None, auto_bound: Sequence[str] = ()) -> str:
    """One side of the user's pair as a Lean term: its declaration's `∀ BINDERS, TYPE` under its
    header's and its own `open … in`s, after `∀ {NAMES},` for the names Lean bound automatically
    (`auto_bound`: a theorem's auto-bound implicits come before its binders). ValueError when the
    header holds a command whose effect reaches past the side (`namespace`, also of the
    declaration's own name, `variable`, …)."""
    try:
        read = read_header(header, "header") if header else None
        opens, sig = split_declaration(declaration, "declaration")
    except HeaderError as exc:
        raise ValueError(str(exc)) from None
    cmds = (read.commands if read is not None else []) + opens
    for cmd in cmds:
        if cmd.split()[0] in UNSCOPED:
            raise ValueError(f"`{' '.join(cmd.split())[:60]}`, which it is read under, is not restated as a term")
    implicit = f"∀ {{{' '.join(auto_bound)}}}, " if auto_bound else ""
    return "".join(f"{_one_line(tokenize(o, 'mathlib').tokens, o)} in " for o in active_opens(cmds)) \
        + implicit + _signature_term(sig)


def user_pair_theorem(name: str, origin: Origin, auto_bound: tuple[list[str], list[str]] = ([], [])) -> str:
    """`NAME_user : (A as written) ↔ (B as written) := NAME`, or comment lines saying why a side is
    not restated; `auto_bound`: each side's names Lean bound automatically (`Translation.auto_bound`)."""
    try:
        a = user_statement(origin.a, origin.a_header, auto_bound[0])
        b = user_statement(origin.b, origin.b_header, auto_bound[1])
    except ValueError as exc:
        return ("-- the user's declarations are not restated here: " + " ".join(str(exc).split()) + ";\n"
                f"-- {name} states the pair as paracert read it\n")
    return ("-- the user's pair as written (each declaration as `∀ binders, type` under its own `open … in`s):\n"
            f"set_option autoImplicit false in\ntheorem {name}_user : ({a}) ↔ ({b}) :=\n  {name}\n")


def lemma_rewrites(sig: list[SigBinder]) -> list[str]:
    """The simp arguments of Mathlib's lemmas that Σ holds as hypotheses (each row's `rewrite`,
    `← Real.log_div_log`), in Σ's order: what the Mathlib script rewrites with in their place."""
    rows = [row_of(b.mathlib) for b in sig if b.mathlib.startswith(LEMMA_NS + ".")]
    return [row.rewrite for row in rows if row is not None]


HEADER = ("import Mathlib\n\n"
          "-- paracert certificate, mathlib profile: the certificate of a translated pair with its signature\n"
          "-- instantiated at Mathlib's names (instances found by inference); not run on this machine (no Mathlib).\n")


def mathlib_certificate(name: str, t: Translation, branch: str, pair_id: str = "",
                        origin: Origin | None = None) -> str:
    """The whole `mathlib`-profile Lean file of a translated pair certified by `branch`: `NAME :
    (A) ↔ (B)` by the branch's script, or, when the pair has numerals, the literal schema by the
    script and `NAME` as its instance at the literals (as `certify.theorems.certified_text`); with
    the pair's `origin`, then the user's declarations as written, proved by `NAME`."""
    if origin is not None:
        for header in (origin.a_header, origin.b_header):
            if header and (holes := _header_holes(header)):
                raise ValueError(f"answer hole `{holes[0]}` is not declared in a Mathlib file yet")
    sig, a, b = signature_of(t)
    script = branch_script(branch, lemma_rewrites(sig))
    head = HEADER + (f"-- pair: {' '.join(pair_id.split())}\n" if pair_id else "") + f"-- branch: {branch}\n"
    pair = f"({body_to_mathlib(a, sig)}) ↔ ({body_to_mathlib(b, sig)})"
    user = user_pair_theorem(name, origin, t.auto_bound) if origin is not None else ""
    ab = abstract_literals(t.a, t.b)
    if ab is None:
        return f"{head}theorem {name} : {pair} :=\n  by {script}\n{user}"
    _, a_lit, b_lit = signature_of(Translation(a=ab.a, b=ab.b, symbols=t.symbols))
    binders = body_to_mathlib(ab.binder_text(), sig)
    schema = f"({body_to_mathlib(a_lit, sig)}) ↔ ({body_to_mathlib(b_lit, sig)})"
    args = " ".join(f"({lit})" for lit in ab.literals)
    return (f"{head}theorem {schema_name(name)} {binders} : {schema} :=\n  by {script}\n"
            f"theorem {name} : {pair} :=\n  by with_reducible exact {schema_name(name)} {args}\n{user}")


_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]+")


def file_name(pair_id: str, fallback: str) -> str:
    """A plain file name for a pair id: characters other than letters, digits, `_ . -` become `_`,
    no leading dot and no `..` (so never a path outside the directory); `fallback` when empty."""
    stem = _UNSAFE.sub("_", pair_id).replace("..", "_").lstrip(".")[:120] or fallback
    return f"{stem}.lean"


def write_certificate(directory: Path, pair_id: str, fallback: str, text: str, taken: set[str]) -> Path:
    """Write `text` as the pair's file directly inside `directory` (a name another pair of the run
    took gets `-<fallback>`); an existing symlink or non-file there is refused; a failed write is a
    WriteError (the run stops, exit 1), never a part of a file."""
    name = file_name(pair_id, fallback)
    if name in taken:
        name = name.removesuffix(".lean") + f"-{fallback}.lean"
    taken.add(name)
    root = directory.resolve()
    path = root / name
    if path.parent != root or path.is_symlink() or (path.exists() and not path.is_file()):
        raise ValueError(f"{path}: not a plain file inside {root}")
    write_atomic(path, text)  # renamed over `path`: a symlink put there meanwhile is replaced, not followed
    return path


def export_certificates(directory: Path, translated: dict[int, Translation], verdicts: list) -> list[str]:
    """One `mathlib`-profile file in `directory` per certified translated pair (`translated`: input
    position -> translation, `verdicts`: one per input pair); the lines to report: each file
    written, and each pair that could not be written back, with why."""
    lines: list[str] = []
    taken: set[str] = set()
    for k, t in sorted(translated.items()):
        v = verdicts[k] if k < len(verdicts) else None
        if v is None or v.verdict != Verdict.certified or (v.a, v.b) != (t.a, t.b):
            continue
        name = certificate_name(v.digest)
        try:
            text = mathlib_certificate(name, t, v.tactic or "", v.pair_id or "", v.origin)
            path = write_certificate(directory, v.pair_id or name, name, text, taken)
        except ValueError as exc:
            lines.append(f"{v.pair_id or name}: not written ({exc})")
            continue
        lines.append(f"{v.pair_id or name}: {path}")
    return lines
