"""The theorem statements paracert generates for a pair (never taken from untrusted text).

A statement whose first binder binds a type (`∀ {R : Type} [Field R] (sin : R → R), …`) is a
signature statement: its leading bracketed binders are its signature Σ (carriers, class instances,
uninterpreted symbols), each name standing for one fixed Mathlib type or constant, and the rest is
its body. Every theorem about a pair with a signature side is stated pointwise, with the shared Σ as
the theorem's binders: `theorem NAME Σ : (A) ↔ (B)`. The closed form `(∀ Σ, A) ↔ (∀ Σ, B)` would
hold when the sides differ by exchanging two symbols of one type (`Real.sin x = 0` vs
`Real.cos x = 0`), since a proof may instantiate the two sides differently; the pointwise form is
about one interpretation of Σ, so it holds for Mathlib's own constants (docs/trust.md).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from paracert.certify.abstraction import abstract_literals
from paracert.certify.parsed import CheckedPair
from paracert.errors import InputError
from paracert.lean.text.lexer import SYMBOL, Token, tokenize
from paracert.statements.tactics import LEMMA_BINDER_PREFIX
from paracert.statements.verdicts import StatementKind

_OPEN, _CLOSE = "([{⟨⦃", ")]}⟩⦄"
_NAME = r"[^\W\d][\w'!?]*"
_NAMED = re.compile(rf"\s*({_NAME}(?:\s+{_NAME})*)\s*:(.+)", re.DOTALL)
_TYPE = re.compile(r"(?:.*→\s*)?Type(\*|\s+\w+|\s+_)?", re.DOTALL)  # a type, or a type constructor


class SignatureError(InputError):
    """The two sides of a pair bind one signature name differently."""


@dataclass(frozen=True)
class Binder:
    text: str  # as written: `{R : Type}`, `[inst : Field R]`, `(sin cos : R → R)`
    names: tuple[str, ...]  # the names it binds (none for an anonymous instance)
    explicit: bool  # `( … )`: its names are explicit arguments of the theorem


def _group(tokens: list[Token], k: int) -> int | None:
    """The end offset of the bracket group whose opening token is `tokens[k]`, counting bracket
    tokens only (a bracket inside a string or character literal is part of that literal), None when
    it does not close."""
    depth = 0
    for t in tokens[k:]:
        if t.kind == SYMBOL:
            depth += (t.text in _OPEN) - (t.text in _CLOSE)
        if depth == 0:
            return t.end
    return None


def _binder(group: str) -> Binder | None:
    inner = group[1:-1]
    m = _NAMED.fullmatch(inner)
    if group[0] == "[":
        return Binder(group, (m.group(1),) if m and " " not in m.group(1).strip() else (), False)
    if group[0] not in "({" or m is None or group[-1] != {"(": ")", "{": "}"}[group[0]]:
        return None
    return Binder(group, tuple(m.group(1).split()), group[0] == "(")


def _carriers_first(binders: list[Binder] | tuple[Binder, ...]) -> bool:
    first = binders[0]
    return first.text[0] == "{" and _TYPE.fullmatch(first.text[1:-1].split(":", 1)[1].strip()) is not None


def _holds_lemma(binders: list[Binder] | tuple[Binder, ...]) -> bool:
    """A binder `(mathlib_… : ∀ …)`: a Mathlib lemma a translated pair's signature holds (decision 0017)."""
    return any(b.explicit and b.names and b.names[0].startswith(LEMMA_BINDER_PREFIX)
               and b.text[1:-1].split(":", 1)[1].strip().startswith("∀") for b in binders)


def _lemma_signatures(sa: tuple[tuple[Binder, ...], str] | None, sb: tuple[tuple[Binder, ...], str] | None):
    """The two sides' signatures, where one is a signature only by a Mathlib lemma it holds: kept
    only when both sides bind exactly the same run (a translated pair's one shared prefix), so the
    pointwise theorem `∀ Σ, (A ↔ B)` is over what each side quantifies; else both closed forms."""
    lemma_only = [x is not None and not _carriers_first(x[0]) for x in (sa, sb)]
    if not any(lemma_only):
        return sa, sb
    if sa is not None and sb is not None and [b.text for b in sa[0]] == [b.text for b in sb[0]]:
        return sa, sb
    return None, None


def signature(text: str) -> tuple[tuple[Binder, ...], str] | None:
    """(Σ, body) of a signature statement, None for any other statement. Σ is the run of readable
    bracketed binders right after the first `∀`, the first of which binds types implicitly
    (`{R : Type}`: `∀ (α : Type) …` is an ordinary polymorphic statement); the body is what
    follows the `,` that ends the run, or `∀ <the rest>` when the run ends at another binder."""
    s = text.strip()
    if not s.startswith("∀"):
        return None
    lexed = tokenize(s)
    if lexed.error is not None:
        return None
    at = {t.start: k for k, t in enumerate(lexed.tokens)}
    pos, binders = 1, list[Binder]()
    while True:
        while pos < len(s) and s[pos].isspace():
            pos += 1
        if pos >= len(s) or s[pos] not in "({[" or pos not in at:
            break
        end = _group(lexed.tokens, at[pos])
        if end is None or (b := _binder(s[pos:end])) is None:
            break
        binders.append(b)
        pos = end
    if not binders:
        return None
    if not _carriers_first(binders) and not _holds_lemma(binders):
        # the first binder binds the carriers (`{R : Type}`), or the run holds a Mathlib lemma as a
        # hypothesis (decision 0017: a translated pair's symbols, whatever its first binder)
        return None
    rest = s[pos:].strip()
    if rest.startswith(","):
        return tuple(binders), rest[1:].strip()
    return tuple(binders), "∀ " + rest


def _carriers(binders: tuple[Binder, ...]) -> list[str]:
    return [n for b in binders if b.text[0] == "{" and _TYPE.fullmatch(b.text[1:-1].split(":", 1)[1].strip())
            for n in b.names]


def _rename(text: str, old: str, new: str) -> str | None:
    """`text` with the identifier `old` renamed to `new` at every occurrence (Lean's tokens), or None
    when that would not be a plain renaming: `new` already occurs, or `old` is part of a longer name.
    A carrier is a type variable bound by the statement: renaming it so is α-conversion."""
    lexed = tokenize(text)
    if lexed.error is not None:
        return None
    hits = []
    for t in lexed.tokens:
        if new in t.parts or (old in t.parts and t.text != old):
            return None
        if t.text == old:
            hits.append(t)
    for t in reversed(hits):
        text = text[:t.start] + new + text[t.end:]
    return text


def _carriers_renamed(b: str, ca: list[str], cb: list[str]) -> str | None:
    """B with its carriers renamed to A's, position by position, where the two name different carriers
    that the other side does not name (a name both sides use is matched by name, never exchanged);
    None when nothing is renamed or a renaming is not plain."""
    if len(ca) != len(cb) or ca == cb:
        return None
    for x, y in zip(ca, cb, strict=True):
        if x != y:
            if x in cb or y in ca:
                return None
            renamed = _rename(b, y, x)
            if renamed is None:
                return None
            b = renamed
    return b


@dataclass(frozen=True)
class PairStatement:
    """A pair as its theorems see it: the shared signature (theorem binders) and the two bodies."""
    a: str
    b: str
    binders: tuple[Binder, ...] = ()

    @property
    def binder_text(self) -> str:
        return "".join(" " + b.text for b in self.binders)

    @property
    def explicit_names(self) -> list[str]:
        return [n for b in self.binders if b.explicit for n in b.names]

    @property
    def function_instances(self) -> list[str]:
        """`(inst := inst)` for each named instance binder whose class is reached through arguments
        (`[inst : {ι : Type} → … → [(i : ι) → Add (α i)] → Add ((i : ι) → α i)]`, Mathlib's instance
        on a type constructor): Lean's instance search does not find such a local instance for an
        argument of that same type, so a schema's instance passes it by name."""
        return [f"({n} := {n})" for b in self.binders if b.text[0] == "[" and b.names
                for n in b.names if len(arrow_parts(b.text[1:-1].split(":", 1)[1])) > 1]

    def head(self, name: str, prop: str, extra_binders: str = "") -> str:
        """`theorem NAME Σ [extra binders] : PROP :=` (extra binders after Σ: their types may name Σ's
        carriers)."""
        return f"theorem {name}{self.binder_text}{' ' + extra_binders if extra_binders else ''} : {prop} :="


def arrow_parts(ty: str) -> list[str]:
    """`ty` split at its top-level `→` (brackets counted)."""
    parts, depth, cur = [], 0, ""
    for ch in ty:
        depth += (ch in _OPEN) - (ch in _CLOSE)
        if ch == "→" and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return parts + [cur.strip()]


_ALWAYS_INHABITED = frozenset({"Prop", "Type", "Nat", "ℕ", "Int", "ℤ", "Bool"})


def _inhabited(ty: str) -> bool:
    """Whether every instance of binder type `ty` has an inhabitant whatever its carriers are: a type
    (`Type → Type`), or a function type whose result is `Prop`, ℕ, ℤ, `Bool` or one of its own
    arguments' types (`R → R`, `{α : Type} → α → α`). A hypothesis, a constant of a carrier
    (`(c : R)`, R may be empty) or an instance is not."""
    parts = arrow_parts(" ".join(ty.split()))
    result = parts[-1]
    if result in _ALWAYS_INHABITED:
        return True
    arguments = []
    for part in parts[:-1]:
        m = _NAMED.fullmatch(part[1:-1]) if part[:1] in "({" else None
        arguments.append(" ".join(m.group(2).split()) if m else part)
    return result in arguments


def _one_sided_hypothesis(sa: tuple[Binder, ...], sb: tuple[Binder, ...]) -> bool:
    """Whether a binder one side binds and the other does not could be uninhabited. `∀ Σ, (A ↔ B)`
    gives `(∀ Σ_A, A) ↔ (∀ Σ_B, B)` only where each side's missing binders can be instantiated:
    merged, a hypothesis only A has (`(h : ∀ x, f x = x)`) would be assumed for B too."""
    def key(x: Binder) -> tuple[str, ...]:
        return x.names or (" ".join(x.text.split()),)

    keys_a, keys_b = {k for x in sa for k in key(x)}, {k for x in sb for k in key(x)}
    for x in sa + sb:
        if all(k in keys_a for k in key(x)) and all(k in keys_b for k in key(x)):
            continue
        if not x.names or not _inhabited(x.text[1:-1].split(":", 1)[1]):
            return True
    return False


def pair_statement(a: str, b: str) -> PairStatement:
    """The pair with the signatures of its sides merged, or the pair as it is when neither side is a
    signature statement. Merged: A's binders, then B's names that A does not bind (an anonymous
    instance: its text, once); B's carriers renamed to A's first where that is plain (see
    `_carriers_renamed`). Raises SignatureError when one name is bound with two brackets or types
    (two readings of one name)."""
    sa, sb = _lemma_signatures(signature(a), signature(b))
    if sa is None and sb is None:
        return PairStatement(a=a, b=b)
    if sa is not None and sb is not None and (renamed := _carriers_renamed(b, _carriers(sa[0]), _carriers(sb[0]))):
        sb = signature(renamed)
    binders: list[Binder] = []
    seen: dict[str, str] = {}  # name -> what binds it: bracket and type
    for b_ in (sa[0] if sa else ()) + (sb[0] if sb else ()):
        if not b_.names:  # an anonymous instance: once per text
            if all(" ".join(x.text.split()) != " ".join(b_.text.split()) for x in binders):
                binders.append(b_)
            continue
        what = b_.text[0] + " ".join(b_.text[1:-1].split(":", 1)[1].split())
        fresh = [n for n in b_.names if n not in seen]
        for n in b_.names:
            if seen.setdefault(n, what) != what:
                raise SignatureError(f"the two sides bind `{n}` differently ({b_.text} on one side)")
        if fresh == list(b_.names):
            binders.append(b_)
        elif fresh:  # a group whose other names are bound already: the new ones alone
            ty = b_.text[1:-1].split(":", 1)[1].strip()
            binders.append(Binder(f"{b_.text[0]}{' '.join(fresh)} : {ty}{b_.text[-1]}", tuple(fresh), b_.explicit))
    if _one_sided_hypothesis(sa[0] if sa else (), sb[0] if sb else ()):
        return PairStatement(a=a, b=b)  # each side closed: `(∀ Σ_A, A) ↔ (∀ Σ_B, B)`
    return PairStatement(a=sa[1] if sa else a, b=sb[1] if sb else b, binders=tuple(binders))


def proposition(kind: StatementKind, a: str, b: str) -> str:
    """The proposition of a statement kind over two bodies."""
    if kind == StatementKind.iff:
        return f"({a}) ↔ ({b})"
    if kind in (StatementKind.not_b, StatementKind.not_b_answer_key):
        return f"¬ ({b})"
    return f"¬ (({a}) ↔ ({b}))"


def theorem_head(name: str, kind: StatementKind, a: str, b: str) -> str:
    """`theorem NAME [Σ] : PROP :=` — the exact first part of a certificate, checked byte for byte."""
    st = pair_statement(a, b)
    return st.head(name, proposition(kind, st.a, st.b))


def theorem_text(name: str, kind: StatementKind, a: str, b: str, proof: str) -> str:
    return f"{theorem_head(name, kind, a, b)}\n  {proof}"


def schema_name(name: str) -> str:
    """The name of a certificate's abstraction-gate theorem."""
    return f"{name}_schema"


def certified_text(name: str, a: str, b: str, branch: str, parsed: CheckedPair | None = None) -> str:
    """The whole Lean text of a `certified` certificate. Without numeric literals: `(A) ↔ (B)` by the
    branch. With them: first the pair with its literals abstracted (`NAME_schema Σ (pcLit0 : T) … :
    (A') ↔ (B')`: a literal's type may be one of Σ's carriers) by the branch, then `(A) ↔ (B)` as that
    schema's instance (`with_reducible exact NAME_schema <Σ's explicit names> 239 174 …`), so the certificate's proof
    never touches the closed terms at all (measured: a simp branch run on the literal pair itself
    closed `(239 + 174 + 83) % 10 = 6 ↔ 6 = …` through `eq_self`, i.e. by evaluating). `parsed`: the
    pair's statements already parsed, for the abstraction."""
    return certified_texts(name, a, b, (branch,), parsed)[branch]


def certified_texts(name: str, a: str, b: str, branches: tuple[str, ...] | list[str],
                    parsed: CheckedPair | None = None) -> dict[str, str]:
    """`certified_text` for each of `branches` (branch -> text): the statements and their literal
    abstraction are computed once for all of them, only the branch differs."""
    ab = abstract_literals(a, b, parsed)
    if ab is None:
        head = theorem_head(name, StatementKind.iff, a, b)
        return {branch: f"{head}\n  by {branch}" for branch in branches}
    schema = pair_statement(ab.a, ab.b)
    whole = pair_statement(a, b)
    args = " ".join(whole.explicit_names + whole.function_instances + [f"({lit})" for lit in ab.literals])
    head = schema.head(schema_name(name), proposition(StatementKind.iff, schema.a, schema.b), ab.binder_text())
    instance = theorem_text(name, StatementKind.iff, a, b, f"by with_reducible exact {schema_name(name)} {args}")
    return {branch: f"{head}\n  by {branch}\n" + instance for branch in branches}


def certified_names(name: str, a: str, b: str) -> list[str]:
    """The declarations of a certified certificate (whose axioms are checked)."""
    return [name] + ([schema_name(name)] if abstract_literals(a, b) is not None else [])
