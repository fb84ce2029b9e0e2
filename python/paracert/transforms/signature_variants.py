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

from paracert.transforms.parser import ParseError
from paracert.transforms.rules import all_variants
from paracert.transforms.signature import STAND_IN, stand_in_body, symbols_as_functions, unary_symbols, word

# Rules whose equivalence needs ℕ/ℤ facts, not only logic and the meaning of notation.
NAT_INT_ONLY_RULES = frozenset({
    "not_lt", "not_le", "le_to_not_lt", "lt_to_not_le",
    "dvd_unpack", "prime_unpack", "even_unpack", "odd_unpack",
    "dvd_to_exists", "exists_to_dvd", "even_to_mod", "odd_to_mod", "mod_to_even", "mod_to_odd",
})

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
    with symbols_as_functions(unary):
        try:
            variants = all_variants(text, families)
        except (ParseError, ValueError):
            return []
    out = []
    for t in variants:
        if t.rule in NAT_INT_ONLY_RULES or t.expected_branch is None:
            continue
        # a renaming onto a carrier or symbol name would capture it once mapped back
        if word("Nat").search(t.lean) or any(word(c).search(t.lean) for c in carriers) or any(
                len(word(f).findall(t.lean)) != len(word(f).findall(text)) for f in unary):
            continue
        lean = word(STAND_IN).sub(carriers[0], t.lean)
        out.append(t.model_copy(update={"nl": carrier_nl(t.nl, carriers[0], noun), "lean": lean}))
    return out


__all__ = ["NAT_INT_ONLY_RULES", "carrier_nl", "generic_variants"]
