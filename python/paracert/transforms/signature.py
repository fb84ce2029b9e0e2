"""Signature statements (`data.signature`: `∀ <signature binders>, <body>` over a generic carrier,
with uninterpreted symbols) read through the ℕ/ℤ fragment: the binders split off, the body read over
a stand-in carrier (`Int`), its numerals for the literal-abstraction gate (`signature_numerals`), its
canonical spelling, and the variants made on the binders alone (`prefix_variants`). The T1 variants
of the body, through the rewrite rules, are `transforms.signature_variants`: reading a signature
statement needs the parser, not the rules.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from paracert.transforms.ast import FUNCTIONS, FnSig, Ty
from paracert.transforms.parser import ParseError, parse
from paracert.transforms.printer import print_expr

UNARY_SYMBOLS = ("abs", "sqrt", "Inv.inv")  # carrier -> carrier, uninterpreted
STAND_IN = "Int"
_lock = threading.Lock()


@contextmanager
def symbols_as_functions(names: tuple[str, ...]) -> Iterator[None]:
    """The parser's function table with the symbols added as unary carrier functions, for the
    duration of one rewrite (under a lock: the table is module state)."""
    with _lock:
        added = [n for n in names if n not in FUNCTIONS]
        for n in added:
            FUNCTIONS[n] = FnSig((Ty.INT,), Ty.INT)  # carrier -> carrier, the carrier read as Int
        try:
            yield
        finally:
            for n in added:
                del FUNCTIONS[n]


_SIG_GROUP = re.compile(r"\s*(\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\))")


def split_signature(text: str) -> tuple[list[str], dict[str, str], str] | None:
    """(carriers, symbols {name: type}, body) of a signature statement `∀ <binders>, <body>` whose
    binders are all signature binders (`{X : Type}`, `[Class X]`, `(f : T)` of a function type),
    with at least one carrier; None for any other text."""
    s = text.strip()
    if not s.startswith("∀"):
        return None
    pos, carriers, symbols = 1, [], {}
    while True:
        m = _SIG_GROUP.match(s, pos)
        if not m:
            break
        g, inner = m.group(1), m.group(1)[1:-1].strip()
        if g[0] == "{" and re.fullmatch(r"[^\W\d]\w*\s*:\s*Type", inner):
            carriers.append(inner.split(":")[0].strip())
        elif g[0] == "[":
            pass
        elif g[0] == "(" and re.fullmatch(r"[^\W\d][\w.]*\s*:\s*[^:]*→[^:]*", inner):
            name, ty = inner.split(":", 1)
            symbols[name.strip()] = ty.strip()
        else:
            return None
        pos = m.end()
    rest = s[pos:].lstrip()
    if not carriers or not rest.startswith(","):
        return None
    return carriers, symbols, rest[1:].strip()


def signature_numerals(text: str, numerals) -> list | None:
    """`numerals(ast)` (certify.abstraction's `(value, Ty, closed)` list) for the body of a signature
    statement read over the stand-in, None for other texts. A literal of the carrier (`Int` here) gets
    the type None (the gate leaves it alone): it is `Nat.cast` through an uninterpreted class field
    (or `Zero`/`One`), and every operation on the carrier is one too, so nothing can compute with it;
    its type is also bound inside the statement, where a gate binder could not refer to it."""
    split = split_signature(text)
    if split is None:
        return None
    carriers, symbols, body = split
    stand_in = stand_in_body(body, carriers) if len(carriers) == 1 else None
    if stand_in is None:
        return None
    with symbols_as_functions(unary_symbols(symbols, carriers[0])):
        try:
            nums = numerals(parse(stand_in))
        except (ParseError, ValueError):
            return None
    return [(v, None if ty is Ty.INT else ty, closed) for v, ty, closed in nums]


def word(name: str) -> re.Pattern:
    return re.compile(rf"(?<![\w.']){re.escape(name)}(?![\w'])")


def stand_in_body(body: str, carriers: list[str]) -> str | None:
    """The body with its carrier read as `Int`, or None when it cannot be (it already mentions
    Int/Nat, or a carrier is not a plain type variable)."""
    if word("Int").search(body) or word("Nat").search(body) or "Set " in body or "∅" in body:
        return None
    out = body
    for c in carriers:
        out = word(c).sub(STAND_IN, out)
    return out


def unary_symbols(symbols: dict[str, str] | None, carrier: str) -> tuple[str, ...]:
    """The symbols the stand-in reads as unary carrier functions: the fixed ones plus every symbol
    parameter of type `carrier → carrier`."""
    unary = re.compile(rf"\s*{re.escape(carrier)}\s*→\s*{re.escape(carrier)}\s*")
    extra = tuple(n for n, ty in (symbols or {}).items() if unary.fullmatch(ty) and n not in UNARY_SYMBOLS)
    return UNARY_SYMBOLS + extra


def canonical_body(body: str, carriers: list[str], symbols: dict[str, str] | None = None) -> str | None:
    """The body as the fragment's printer writes it (so canonical and variants share one spelling),
    or None when it is outside the stand-in."""
    if len(carriers) != 1:
        return None
    text = stand_in_body(body, carriers)
    if text is None:
        return None
    with symbols_as_functions(unary_symbols(symbols, carriers[0])):
        try:
            printed = print_expr(parse(text))
        except (ParseError, ValueError):
            return None
    if word("Nat").search(printed):  # the stand-in gave an unannotated binder ℕ (Lean's default for
        return None                    # numerals), where the carrier statement leaves it to unification
    return word(STAND_IN).sub(carriers[0], printed)


_FRESH_TYPES = ("T", "S", "β", "K", "V")


def _fresh(text: str, pool: tuple[str, ...]) -> str | None:
    return next((n for n in pool if not word(n).search(text)), None)


@dataclass(frozen=True)
class PrefixVariant:
    """A variant of a signature statement made on its signature binders (or around its whole body)."""

    family: str
    rule: str
    lean: str  # the whole statement
    expected_branch: str

    @property
    def key(self) -> str:
        return self.rule


def prefix_variants(statement: str) -> list[PrefixVariant]:
    """Variants every signature statement has, whatever its body: the carrier renamed (α-equivalent:
    `paracert_iff_rfl`), and the body under a double negation (`paracert_rules`, classical). A symbol
    is never renamed: it stands for one Mathlib constant, so another name is another function."""
    split = split_signature(statement)
    if split is None:
        return []
    carriers, _symbols, body = split
    head = statement[: len(statement) - len(body)]
    out = []
    for c in carriers:
        new = _fresh(statement, _FRESH_TYPES)
        if new:
            out.append(PrefixVariant("renaming", f"rename_carrier_{c}", word(c).sub(new, statement),
                                     "paracert_iff_rfl"))
    out.append(PrefixVariant("double_negation", "dn_intro_body", f"{head}¬ ¬ ({body})", "paracert_rules"))
    return out


__all__ = ["STAND_IN", "UNARY_SYMBOLS", "PrefixVariant", "canonical_body", "prefix_variants", "signature_numerals",
           "split_signature", "stand_in_body", "symbols_as_functions", "unary_symbols", "word"]
