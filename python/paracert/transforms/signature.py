"""T1 variants of signature statements (`data.signature`: `∀ <signature binders>, <body>` over a
generic carrier, with uninterpreted symbols).

The T1 rules work on the ℕ/ℤ fragment's AST. A signature body is rewritten through it by a
reversible renaming: each carrier type variable is read as `Int` (a stand-in the fragment knows:
no coercions, `+ - * / ^ ≤ <` as in the carrier) and each unary uninterpreted symbol (`abs`,
`sqrt`, `Inv.inv`) as a polymorphic unary function; the variant is printed and mapped back. Only
rules whose rewrite holds in every structure are used: the ℕ/ℤ-only rules (`¬ a < b` as `b ≤ a`,
the unfoldings of ∣ / Prime / Even / Odd and parity notation) are left out, since a `Preorder` or
an uninterpreted `abs` does not satisfy them. A body that uses anything else (sets, `Finset`)
has no T1 variants.
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
from paracert.transforms.rules import all_variants

# Rules whose equivalence needs ℕ/ℤ facts, not only logic and the meaning of notation.
NAT_INT_ONLY_RULES = frozenset({
    "not_lt", "not_le", "le_to_not_lt", "lt_to_not_le",
    "dvd_unpack", "prime_unpack", "even_unpack", "odd_unpack",
    "dvd_to_exists", "exists_to_dvd", "even_to_mod", "odd_to_mod", "mod_to_even", "mod_to_odd",
})
UNARY_SYMBOLS = ("abs", "sqrt", "Inv.inv")  # carrier -> carrier, uninterpreted
_STAND_IN = "Int"
_lock = threading.Lock()


@contextmanager
def _symbols_as_functions(names: tuple[str, ...]) -> Iterator[None]:
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
    with _symbols_as_functions(unary_symbols(symbols, carriers[0])):
        try:
            nums = numerals(parse(stand_in))
        except (ParseError, ValueError):
            return None
    return [(v, None if ty is Ty.INT else ty, closed) for v, ty, closed in nums]


def _word(name: str) -> re.Pattern:
    return re.compile(rf"(?<![\w.']){re.escape(name)}(?![\w'])")


def stand_in_body(body: str, carriers: list[str]) -> str | None:
    """The body with its carrier read as `Int`, or None when it cannot be (it already mentions
    Int/Nat, or a carrier is not a plain type variable)."""
    if _word("Int").search(body) or _word("Nat").search(body) or "Set " in body or "∅" in body:
        return None
    out = body
    for c in carriers:
        out = _word(c).sub(_STAND_IN, out)
    return out


def unary_symbols(symbols: dict[str, str] | None, carrier: str) -> tuple[str, ...]:
    """The symbols the stand-in reads as unary carrier functions: the fixed ones plus every symbol
    parameter of type `carrier → carrier`."""
    unary = re.compile(rf"\s*{re.escape(carrier)}\s*→\s*{re.escape(carrier)}\s*")
    extra = tuple(n for n, ty in (symbols or {}).items() if unary.fullmatch(ty) and n not in UNARY_SYMBOLS)
    return UNARY_SYMBOLS + extra


def carrier_nl(nl: str | None, carrier: str, noun: tuple[str, str] | None = None) -> str | None:
    """The English rendering with the stand-in's "integer(s)" read back as the carrier's elements
    (`noun`: singular and plural, e.g. ("real number", "real numbers") for ℝ)."""
    if nl is None:
        return None
    one, many = noun or (f"{carrier}-element", f"{carrier}-elements")
    out = re.sub(r"\bintegers\b", many, nl)
    out = re.sub(r"\ban integer\b", f"an {one}" if one[0] in "aeiou" else f"a {one}", out)
    return re.sub(r"\binteger\b", one, out)


def generic_variants(body: str, carriers: list[str], families: list[str] | None = None,
                     symbols: dict[str, str] | None = None, noun: tuple[str, str] | None = None) -> list:
    """`transforms.rules.Transformed` variants of a signature body, printed back over the carrier
    (`.lean` is the variant body). Empty when the body is outside what the stand-in covers."""
    if len(carriers) != 1:
        return []
    text = stand_in_body(body, carriers)
    if text is None:
        return []
    unary = unary_symbols(symbols, carriers[0])
    with _symbols_as_functions(unary):
        try:
            variants = all_variants(text, families)
        except (ParseError, ValueError):
            return []
    out = []
    for t in variants:
        if t.rule in NAT_INT_ONLY_RULES or t.expected_branch is None:
            continue
        # a renaming onto a carrier or symbol name would capture it once mapped back
        if _word("Nat").search(t.lean) or any(_word(c).search(t.lean) for c in carriers) or any(
                len(_word(f).findall(t.lean)) != len(_word(f).findall(text)) for f in unary):
            continue
        lean = _word(_STAND_IN).sub(carriers[0], t.lean)
        out.append(t.model_copy(update={"nl": carrier_nl(t.nl, carriers[0], noun), "lean": lean}))
    return out


def canonical_body(body: str, carriers: list[str], symbols: dict[str, str] | None = None) -> str | None:
    """The body as the fragment's printer writes it (so canonical and variants share one spelling),
    or None when it is outside the stand-in."""
    if len(carriers) != 1:
        return None
    text = stand_in_body(body, carriers)
    if text is None:
        return None
    with _symbols_as_functions(unary_symbols(symbols, carriers[0])):
        try:
            printed = print_expr(parse(text))
        except (ParseError, ValueError):
            return None
    if _word("Nat").search(printed):  # the stand-in gave an unannotated binder ℕ (Lean's default for
        return None                    # numerals), where the carrier statement leaves it to unification
    return _word(_STAND_IN).sub(carriers[0], printed)


_FRESH_TYPES = ("T", "S", "β", "K", "V")


def _fresh(text: str, pool: tuple[str, ...]) -> str | None:
    return next((n for n in pool if not _word(n).search(text)), None)


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
            out.append(PrefixVariant("renaming", f"rename_carrier_{c}", _word(c).sub(new, statement),
                                     "paracert_iff_rfl"))
    out.append(PrefixVariant("double_negation", "dn_intro_body", f"{head}¬ ¬ ({body})", "paracert_rules"))
    return out


__all__ = ["NAT_INT_ONLY_RULES", "UNARY_SYMBOLS", "PrefixVariant", "canonical_body", "generic_variants",
           "prefix_variants", "signature_numerals", "split_signature"]
