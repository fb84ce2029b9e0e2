"""Which Mathlib names and notations benchmark statements use, and which the vocabulary table lacks.

  python benchmarks/vocabulary_coverage.py [--table data/mathlib/vocabulary.json] [--json] [--misses N]
      [FILE.jsonl ...]        (default: the miniF2F and ProofNet Lean 4 statements in ../shared/data)

A FILE is JSONL with `name`, `header` (the `import`/`open` lines) and `formal_statement` (one or more
declarations: PutnamBench's files, with their `abbrev …_solution` and local `def`s, fit as they are).

A token-level inventory, not the translator: comments and proofs are dropped, every identifier that
a binder of the statement introduces (`(x y : ℝ)`, `∀ x,`, `∃ n,`, `fun x =>`, `∑ i ∈ s,`,
`{x | …}`, `{r > 0 | …}`, `{f x | x ∈ s}`, `∃ᵉ (x ∈ s)`, `∀ᶠ x in l`, `let ⟨a, b⟩ := …`, `fun ⟨a, b⟩ ↦`,
a local `def`'s match patterns) is left out, Lean keywords and core Lean names are left out, and what remains is one of
  name      an identifier (`Real.sqrt`, `sqrt`, `Nat.Prime`), covered when the table has it, or has
            it under one of the namespaces the statement's header opens (`open Real` → `sqrt`), or
            is a table value followed by field accesses (`Finset.univ.filter`; `Matrix.of` is no
            field access: `Matrix` is a type);
  field     a generalized field access (`.sum`, `.card`, `.re`), covered when some table constant
            or core name ends with it;
  notation  a notation token (`√`, `π`, `∑`, `|`, `⌊`, `!`, `⁻¹'`), covered when a notation row of
            the table (or core Lean) defines it.
"""

from __future__ import annotations

import argparse
import collections
import json
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "data" / "mathlib" / "vocabulary.json"
SHARED = ROOT.parent / "shared" / "data"
DEFAULT_FILES = {
    "minif2f": SHARED / "minif2f" / "minif2f_lean4.jsonl",
    "proofnet": SHARED / "proofnet" / "proofnet_lean4.jsonl",
}

KEYWORDS = frozenset(
    "theorem lemma example def abbrev fun λ by sorry let have show from if then else at in with match "
    "do open scoped Type Prop Sort where deriving instance noncomputable section namespace end "
    "variable universe set_option letI haveI".split()
)

# Names the embedded core Lean (no Mathlib) already has: they need no row.
CORE_NAMES = frozenset(
    """Nat Int Prop Type True False Bool true false Fin List Option Unit id Function.comp
    Nat.succ Nat.pred Nat.gcd Nat.lcm Nat.sub Nat.add Nat.mul Nat.div Nat.mod Nat.pow Nat.le Nat.lt Nat.min
    Nat.max Nat.log2 Nat.Coprime Int.natAbs Int.toNat Int.gcd Int.lcm Int.emod Int.ediv Int.fmod Int.fdiv
    Int.ofNat Int.negSucc Int.sign Int.neg Nat.cast Int.cast NatCast.natCast IntCast.intCast Nat.ModEq
    List.sum List.map List.range List.length List.reverse List.get List.foldl List.foldr List.filter
    List.Nodup List.count List.replicate List.take List.drop List.head List.tail List.iota List.zip
    And Or Not Iff Eq Ne Exists HAdd.hAdd HMul.hMul HPow.hPow HSub.hSub HDiv.hDiv HMod.hMod
    Dvd.dvd LE.le LT.lt GE.ge GT.gt Max.max Min.min max min Membership.mem Subtype Subtype.val
    Prod Prod.fst Prod.snd Sum Sigma Decidable DecidableEq Inhabited Nonempty Classical.choose
    String Char Array Fin.val Fin.last Nat.repr Id Set Set.univ outParam
    Mul Add Max Min Inv Neg LE LT One Zero Pow Sub Div SDiff Singleton.singleton
    Singleton Insert EmptyCollection DecidablePred HAdd HMul HPow HSub HDiv ite dite inferInstance
    Function.const Function.uncurry List.Sublist List.IsPrefix Fin.castSucc Exists.choose List.getLast
    List.getLast! NeZero""".split()
)
CORE_FIELDS = frozenset(
    "succ pred gcd lcm natAbs toNat val fst snd sum length reverse map filter get 1 2 mod div mem "
    "count head tail range foldl foldr".split()
)
# Notation core Lean defines (arithmetic, logic, order, membership and set-operation classes).
CORE_NOTATIONS = frozenset(
    "+ - * / ^ % = ≠ < > ≤ ≥ ∧ ∨ ¬ → ↔ ∀ ∃ ∃! => // ∣ ∘ ∈ ∉ × ↑ ∩ ∪ \\ ⊆ ⊂ ∅ ⁻¹ ⟨ ⟩ ←".split()
)
# Tokens looked for as notation (the multi-character ones first).
NOTATION_TOKENS = (
    "∀ᶠ", "∃ᶠ", "∀ᵉ", "∃ᵉ", "⨍", "line[", "C(", "↪o",
    "[MOD", "[ZMOD", "[PMOD", "≡", "⟪", "⟫_", "⟫", "=>", "//", "ᶜ", "ˣ",
    "⁻¹'", "''", "⌊", "⌋₊", "⌈", "⌉₊", "√", "π", "∑'", "∑", "∏", "∫", "‖", "|", "!", "•", "ᶜ", "⊔", "⊓",
    "⊤", "⊥", "ᵀ", "⧸", "≃*", "≃+*", "≃+", "≃ₗ", "≃", "→+*", "→*", "→+", "→ₗ", "⬝ᵥ", "⋃", "⋂", "∃!",
    "∆", "ℝ≥0∞", "ℝ≥0", "ℕ+", "≅", "∂", "𝓝[≠]", "𝓝[>]", "𝓝[<]", "𝓝", "→L", "⊗", "⨆", "⨅", "∞",
    "⁻¹", "%", "∣", "∘", "∈", "∉", "∩", "∪", "\\", "⊆", "⊂", "∅", "×", "↑", "ᵒᵈ", "ᵐᵒᵖ", "⁅", "⋆", "†",
    "..",
)
BINDER_HEADS = frozenset({"∀", "∃", "∃!", "fun", "λ", "∑", "∏", "⋃", "⋂", "∫", "∑'", "⨆", "⨅", "Π", "Σ",
                          "∀ᶠ", "∃ᶠ", "∀ᵉ", "∃ᵉ", "⨍"})
# What may follow the names of a binder: `∀ x y,`, `∃ n : ℕ,`, `∑ i ∈ s,`, `∀ n ≥ 1,`, `∀ G [Group G],`.
BINDER_FOLLOWERS = frozenset(
    {",", ":", "∈", "=>", "↦", "in", "<", "≤", ">", "≥", "≠", "∉", "⊆", "⊂", ")", "["})
# Binder predicates (`∀ x > 0`, `{r > 0 | …}`, `(x ∈ s)` after `∀ᵉ`).
BINDER_PREDICATES = frozenset({"∈", "∉", "<", "≤", ">", "≥", "≠", "⊆", "⊂"})

IDENT = re.compile(
    r"(?:[A-Za-z_α-ωΑ-ΟΡΤ-Ωℓ𝕜𝔽À-ÖØ-öø-ÿ](?:(?![ᶜˣᵀ])[\w'!?₀-₉ᵢ-ᵪ])*|«[^»]*»)"
    r"(?:\.(?:[A-Za-z_α-ωΑ-Ωℓ𝕜𝔽][\w'!?₀-₉]*|\d+))*"
)
NUMBER = re.compile(r"\d+(?:\.\d+)?")
FIELD = re.compile(r"\.([A-Za-z_][\w']*|\d+)")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
BLACKBOARD = {"ℕ": "Nat", "ℤ": "Int", "ℝ": "Real", "ℚ": "Rat", "ℂ": "Complex"}


def strip_statement(text: str) -> str:
    """The declarations without comments and `:= sorry` / `:= by sorry` proofs (a `def` keeps its body:
    the names it uses are the statement's too)."""
    text = re.sub(r"/-.*?-/", " ", text, flags=re.S)
    text = re.sub(r"--[^\n]*", " ", text)
    text = re.sub(r"^\s*set_option\b[^\n]*", " ", text, flags=re.M)
    text = re.sub(r":=\s*(?:by\s+)?sorry\b", " ", text)
    # a proof term's tactic inside the statement (`⟨1, by norm_num⟩`) names no vocabulary
    return re.sub(r"\bby\s+[a-z_][\w.]*(?:\s*\[[^\]]*\])?", " ", text)


def tokens(text: str) -> list[str]:
    """Identifiers, numbers, `.field` accesses and single symbols (notation tokens kept whole)."""
    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        m = STRING.match(text, i)
        if m:
            out.append('"…"')
            i = m.end()
            continue
        if ch in BLACKBOARD and not text.startswith(("ℝ≥0", "ℕ+"), i):
            out.append(ch)
            i += 1
            continue
        if text.startswith("line[", i) or (text.startswith("C(", i) and not IDENT.match(text[i - 1 : i] or " ")):
            tok = "line[" if ch == "l" else "C("  # `line[R, p, q]`, `C(α, β)`: notations, not names
            out.append(tok)
            i += len(tok)
            continue
        m = IDENT.match(text, i)
        if m and m.group() != "π":
            out.append(m.group())
            i = m.end()
            continue
        m = NUMBER.match(text, i)
        if m:
            out.append(m.group())
            i = m.end()
            continue
        if ch == "." and i > 0 and not text[i - 1].isspace() and text[i + 1 : i + 2].isalpha():
            m = FIELD.match(text, i)
            if m:
                out.append("." + m.group(1))
                i = m.end()
                continue
        for tok in NOTATION_TOKENS:
            if text.startswith(tok, i):
                out.append(tok)
                i += len(tok)
                break
        else:
            out.append(ch)
            i += 1
    return out


@dataclass
class Usage:
    names: set[str] = field(default_factory=set)
    fields: set[str] = field(default_factory=set)
    notations: set[str] = field(default_factory=set)


def _is_name(tok: str) -> bool:
    """A binder's name: an identifier without dots that is not a keyword."""
    return bool(IDENT.fullmatch(tok)) and "." not in tok and tok not in KEYWORDS


def _closing(toks: list[str], i: int) -> int:
    """The index of the bracket closing the one at i (or len(toks))."""
    pairs = {"(": ")", "{": "}", "[": "]", "⟨": "⟩", "⦃": "⦄"}
    depth, j = 0, i
    while j < len(toks):
        if toks[j] in pairs:
            depth += 1
        elif toks[j] in pairs.values():
            depth -= 1
            if depth == 0:
                return j
        j += 1
    return len(toks)


def _assignment(toks: list[str], j: int) -> int:
    """The index of the `:=` (tokens `:` `=`) at or after j, or len(toks)."""
    while j + 1 < len(toks):
        if toks[j] == ":" and toks[j + 1] == "=":
            return j
        j += 1
    return len(toks)


def bound_names(toks: list[str]) -> set[str]:
    """Identifiers that a binder of the statement introduces."""
    bound: set[str] = set()
    n = len(toks)
    for i, tok in enumerate(toks):
        if tok in {"theorem", "lemma", "def", "instance", "abbrev"} and i + 1 < n:
            bound.add(toks[i + 1])
        if tok in {"{", "let", "fun", "λ", "∃", "∀"} and i + 1 < n and toks[i + 1] == "(":
            # a pattern binder: `{(x, y) : T | …}`, `let (a, b) := …`, `fun (a, b) => …`
            j = i + 2
            names = []
            while j < n and (IDENT.fullmatch(toks[j]) or toks[j] in {",", "_"}):
                if IDENT.fullmatch(toks[j]):
                    names.append(toks[j])
                j += 1
            # a tuple `(x, y)`, not an application `(g k)`
            if j < n and toks[j] == ")" and len(names) > 1 and "," in toks[i + 2 : j]:
                bound.update(names)
        if tok in {"let", "letI", "have", "haveI"} and i + 1 < n:
            # `let x : T := v`, `letI e := v`, `let ⟨⟨p, q⟩, s⟩ := v`: every name before the `:=`
            if toks[i + 1] in {"⟨", "("}:
                end = _assignment(toks, i + 1)
                bound.update(t for t in toks[i + 1 : end] if _is_name(t))
            elif _is_name(toks[i + 1]):
                bound.add(toks[i + 1])
        if tok in {"fun", "λ"}:
            # `fun ⟨a, b⟩ ↦ …`, `fun (a, b) (c, d) ↦ …`: untyped patterns bind all their names
            end = next((j for j in range(i + 1, n) if toks[j] in {"=>", "↦"}), n)
            span = toks[i + 1 : end]
            if span and span[0] in {"⟨", "("} and ":" not in span:
                bound.update(t for t in span if _is_name(t))
        if tok in BINDER_HEADS:
            # `∃ᵉ (s ∈ S) (t ∈ S),`, `∃ (n : ℕ) (x ∈ s),`: a chain of bracketed binders
            j = i + 1
            while j < n and toks[j] == "(":
                k = j + 1
                names = []
                while k < n and _is_name(toks[k]):
                    names.append(toks[k])
                    k += 1
                if names and k < n and (toks[k] == ":" or toks[k] in BINDER_PREDICATES):
                    bound.update(names)
                j = _closing(toks, j) + 1
        if tok == "{":
            close = _closing(toks, i)
            bar, depth = None, 0
            for j in range(i + 1, close):  # the bar of this set-builder, not of a nested one
                depth += toks[j] in {"(", "{", "[", "⟨"}
                depth -= toks[j] in {")", "}", "]", "⟩"}
                if depth == 0 and toks[j] == "|":
                    bar = j
                    break
            if bar is not None:
                names, k = [], i + 1
                while k < bar and _is_name(toks[k]):
                    names.append(toks[k])
                    k += 1
                if names and k < bar and toks[k] in BINDER_PREDICATES:  # `{r > 0 | …}`
                    bound.update(names)
                # `{f x | x ∈ s}`, `{g n | n : ℕ}`, `{f x | (x) (y)}`: names after the bar that the
                # term before it uses
                before = set(toks[i + 1 : bar])
                names, k = [], bar + 1
                while k < close and _is_name(toks[k]):
                    names.append(toks[k])
                    k += 1
                if names and k < close and (toks[k] in {":", "}"} or toks[k] in BINDER_PREDICATES):
                    bound.update(x for x in names if x in before)
        group = tok in {"(", "{", "⦃", "["} or tok in BINDER_HEADS
        if not group:
            continue
        j = i + 1
        names = []
        while j < n and (_is_name(toks[j]) or toks[j] == "("):
            if toks[j] != "(":
                names.append(toks[j])
            j += 1
        if not names or j >= n:
            continue
        nxt = toks[j]
        if tok in BINDER_HEADS:
            if nxt in BINDER_FOLLOWERS:
                bound.update(names)
        elif nxt == ":" or (tok == "{" and nxt in {"|", "∈", "//"}):
            bound.update(names)
    return bound


MATCH_ALTERNATIVE = re.compile(r"^\s*\|([\w\s'(),:_⟨⟩\[\]+]*?)=>", re.M)


def usage(statement: str) -> Usage:
    text = strip_statement(statement)
    toks = tokens(text)
    bound = bound_names(toks)
    for m in MATCH_ALTERNATIVE.finditer(text):  # `| (h :: t) => …` in a local `def`: pattern variables
        bound.update(t for t in tokens(m.group(1)) if _is_name(t))
    u = Usage()
    for tok in toks:
        if tok.startswith(".") and len(tok) > 1 and tok != "..":
            u.fields.add(tok)
        elif tok in BLACKBOARD:
            u.names.add(BLACKBOARD[tok])
        elif tok == "π":
            u.notations.add(tok)
        elif IDENT.fullmatch(tok):
            head = tok.split(".")[0]
            if tok in KEYWORDS or head in bound or tok == "_":
                if head in bound and "." in tok:  # `x.succ`: a field of a bound variable
                    u.fields.add("." + tok.split(".", 1)[1].split(".")[0])
                continue
            u.names.add(tok)
        elif tok in NOTATION_TOKENS:
            u.notations.add(tok)
    return u


def opens(header: str) -> list[str]:
    """The namespaces a header opens (`open A B`, `open scoped A`, `open A in`)."""
    out: list[str] = []
    for line in header.splitlines():
        words = line.split()
        if words[:1] == ["open"]:
            out.extend(w for w in words[1:] if w not in {"scoped", "in"})
    return out


@dataclass
class Table:
    names: set[str]
    field_suffixes: set[str]
    notations: set[str]
    values: set[str] = field(default_factory=set)  # constants that are not types: `c.f` may be a field


    @classmethod
    def load(cls, path: Path) -> Table:
        data = json.loads(path.read_text(encoding="utf-8"))
        names = {row["name"] for row in data.get("types", [])} | {row["name"] for row in data.get("constants", [])}
        names |= {row["notation"] for row in data.get("types", []) if row.get("notation")}
        suffixes = {"." + n.rsplit(".", 1)[-1] for n in names if "." in n}
        notations: set[str] = set()
        for row in data.get("notations", []):
            notations.update(notation_tokens_of(row["syntax"]))
        values = {row["name"] for row in data.get("constants", []) if row.get("kind") != "type"}
        return cls(names, suffixes, notations, values)


def notation_tokens_of(syntax: str) -> set[str]:
    """The quoted atoms of a notation command (`prefix:100 "√" => Real.sqrt` → {"√"})."""
    return {atom.strip() for atom in re.findall(r'"((?:[^"\\]|\\.)*)"', syntax) if atom.strip()}


def name_covered(name: str, table: Table, opened: Iterable[str]) -> bool:
    opened = list(opened)
    candidates = [name] + [f"{ns}.{name}" for ns in opened]
    for c in candidates:
        if c in table.names or c in CORE_NAMES:
            return True
    if name in table.notations:  # a notation spelled as an identifier (`I` for unitInterval)
        return True
    parts = name.split(".")
    for k in range(len(parts) - 1, 0, -1):  # `Finset.univ.filter`: a constant, then field accesses
        head, rest = ".".join(parts[:k]), parts[k:]
        # the head is a value (`Finset.univ`), not a type or namespace: `Matrix.of` is no field of `Matrix`
        if any(c in table.values for c in [head] + [f"{ns}.{head}" for ns in opened]) and all(
                field_covered("." + f, table) for f in rest):
            return True
    return False


def field_covered(fld: str, table: Table) -> bool:
    return fld in table.field_suffixes or fld[1:] in CORE_FIELDS


def notation_covered(tok: str, table: Table) -> bool:
    if tok in CORE_NOTATIONS or tok in table.notations:
        return True
    # closing halves (`⌋₊`, `⌉₊`) are covered with their opening token's row
    return any(tok in atom for atom in table.notations)


def read_statements(path: Path) -> list[dict]:
    rows = []
    with path.open(encoding="utf-8") as f:
        for line in f:
            if line.strip():
                d = json.loads(line)
                rows.append({"name": d.get("name") or d.get("id"), "header": d.get("header", ""),
                             "statement": d.get("formal_statement") or d.get("statement") or ""})
    return rows


def coverage(sources: dict[str, Path], table: Table) -> dict:
    """Per source: the distinct tokens used, how many statements use each, the misses, and how many
    statements use only covered tokens."""
    report: dict = {}
    for source, path in sources.items():
        uses: collections.Counter[tuple[str, str]] = collections.Counter()
        missed: collections.Counter[tuple[str, str]] = collections.Counter()
        clean = 0
        rows = read_statements(path)
        for row in rows:
            u = usage(row["statement"])
            opened = opens(row["header"])
            miss = set()
            for nm in u.names:
                uses["name", nm] += 1
                if not name_covered(nm, table, opened):
                    miss.add(("name", nm))
            for fl in u.fields:
                uses["field", fl] += 1
                if not field_covered(fl, table):
                    miss.add(("field", fl))
            for nt in u.notations:
                uses["notation", nt] += 1
                if not notation_covered(nt, table):
                    miss.add(("notation", nt))
            missed.update(miss)
            clean += not miss
        distinct = len(uses)
        report[source] = {
            "statements": len(rows),
            "statements_fully_covered": clean,
            "distinct_tokens": distinct,
            "distinct_missed": len(missed),
            "token_coverage": 1 - len(missed) / distinct if distinct else 1.0,
            "statement_coverage": clean / len(rows) if rows else 1.0,
            "missed": [{"kind": k, "token": t, "statements": c} for (k, t), c in missed.most_common()],
        }
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="*", help="JSONL statement files (name, header, formal_statement)")
    ap.add_argument("--table", default=str(TABLE))
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--misses", type=int, default=40, help="how many misses to list per source")
    args = ap.parse_args(argv)
    sources = {Path(f).stem: Path(f) for f in args.files} if args.files else dict(DEFAULT_FILES)
    report = coverage(sources, Table.load(Path(args.table)))
    if args.json:
        json.dump(report, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    for source, r in report.items():
        print(f"{source}: {r['statements']} statements, {r['statements_fully_covered']} use only covered tokens "
              f"({r['statement_coverage']:.1%}); {r['distinct_tokens']} distinct tokens, "
              f"{r['distinct_missed']} missed ({r['token_coverage']:.1%} covered)")
        for m in r["missed"][: args.misses]:
            print(f"  {m['kind']:8s} {m['token']:30s} {m['statements']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
