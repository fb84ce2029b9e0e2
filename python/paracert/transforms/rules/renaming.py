"""renaming: rename every bound variable, in the four styles of PutnamGAP's surface variants.

* `rename_descriptive`: meaningful names from the variable's role and type (`prime_number` for an
  argument of `Nat.Prime`, `exponent`, `divisor`, `count`/`integer_value`, ...);
* `rename_confusing`: near-identical names (`lI`, `Il`, `ll`, `II`, ...);
* `rename_misleading`: names that suggest another meaning (`zero`, `negative`, `real_part`, ...);
* `rename_garbled`: pseudo-random strings derived from a hash of the statement (deterministic).

Every binder with the same name gets the same new name; new names are pairwise distinct and
different from every name in the statement, from the names the statement can refer to (the
function table and the prelude: `min`, `Prime`, `Even`, ...) and from Lean keywords, so nothing is
captured or shadowed. The result is checked α-equivalent to the input (`ast.alpha_equal`) and is
then the same Lean term up to binder names: `paracert_iff_rfl`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable

from paracert.statements.tactics import IFF_RFL
from paracert.transforms.ast import (
    App,
    Binder,
    BinOp,
    Expr,
    Quant,
    Rel,
    Ty,
    Var,
    alpha_equal,
    map_children,
    names_in,
    walk,
)
from paracert.transforms.printer import print_expr
from paracert.transforms.rules._base import Candidate, Rule, is_reserved

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def binder_names(e: Expr) -> list[tuple[str, Ty | None]]:
    """Distinct binder names in order of first binding, with the type of the first binder."""
    out: dict[str, Ty | None] = {}
    for node in walk(e):
        if isinstance(node, Quant):
            for b in node.binders:
                out.setdefault(b.name, b.ty)
    return list(out.items())


def rename_all(e: Expr, mapping: dict[str, str]) -> Expr:
    """Rename binders and variables by `mapping` (every occurrence of a name)."""
    if isinstance(e, Var):
        return Var(mapping.get(e.name, e.name))
    if isinstance(e, Quant):
        binders = tuple(Binder(mapping.get(b.name, b.name), b.ty, b.info) for b in e.binders)
        return Quant(e.kind, binders, rename_all(e.body, mapping))
    return map_children(e, lambda c: rename_all(c, mapping))


def valid_renaming(e: Expr, mapping: dict[str, str]) -> str | None:
    """Why `mapping` is not a safe renaming of `e`'s binders (None if it is)."""
    olds = set(mapping)
    news = list(mapping.values())
    if len(set(news)) != len(news):
        return "two variables would get the same name"
    existing = names_in(e)
    for old, new in mapping.items():
        if not _IDENT.match(new):
            return f"{new!r} is not a plain identifier"
        if is_reserved(new):
            return f"{new!r} is a Lean keyword or a name the statement can refer to"
        if new in existing and new not in olds:
            return f"{new!r} collides with a name of the statement"
        if new == old:
            return f"{old!r} would keep its name"
    return None


# -- roles --------------------------------------------------------------------------------------------


def _roles(e: Expr) -> dict[str, set[str]]:
    roles: dict[str, set[str]] = {}

    def add(x: Expr, role: str) -> None:
        if isinstance(x, Var):
            roles.setdefault(x.name, set()).add(role)

    for node in walk(e):
        if isinstance(node, App) and node.fn == "Nat.Prime":
            add(node.args[0], "prime")
        elif isinstance(node, BinOp) and node.op == "^":
            add(node.rhs, "exponent")
            add(node.lhs, "base")
        elif isinstance(node, Rel) and node.op == "∣":
            add(node.lhs, "divisor")
            add(node.rhs, "multiple")
        elif isinstance(node, BinOp) and node.op in ("%", "/"):
            add(node.rhs, "modulus")
    return roles


_ROLE_WORDS = [("prime", "prime_number"), ("divisor", "divisor"), ("modulus", "modulus"),
               ("exponent", "exponent"), ("multiple", "multiple"), ("base", "base_value")]
_TYPE_WORDS = {Ty.NAT: ["count", "size", "amount", "total", "length", "index"],
               Ty.INT: ["integer_value", "offset", "shift", "level", "balance", "delta"],
               Ty.PROP: ["claim", "condition", "statement", "fact"]}


def _unique(candidates: list[str], taken: set[str], existing: set[str]) -> str:
    for c in candidates:
        if c not in taken and c not in existing and not is_reserved(c):
            return c
    base = candidates[0]
    k = 2
    while f"{base}_{k}" in taken or f"{base}_{k}" in existing or is_reserved(f"{base}_{k}"):
        k += 1
    return f"{base}_{k}"


def _descriptive(e: Expr) -> dict[str, str]:
    roles, existing = _roles(e), names_in(e)
    taken: set[str] = set()
    out = {}
    for name, ty in binder_names(e):
        mine = roles.get(name, set())
        words = [w for r, w in _ROLE_WORDS if r in mine] + _TYPE_WORDS.get(ty or Ty.NAT, ["value"])
        out[name] = _unique(words, taken, existing)
        taken.add(out[name])
    return out


def _confusing_names() -> list[str]:
    out = []
    for length in range(2, 7):
        for k in range(2**length):
            out.append("".join("lI"[(k >> i) & 1] for i in range(length)))
    return out


_CONFUSING = _confusing_names()
_MISLEADING = ["zero", "one", "negative", "real_part", "epsilon", "infinity", "fraction", "irrational",
               "imaginary", "half", "pi_approx", "limit", "matrix", "vector", "angle", "probability"]


def _from_pool(pool: list[str]) -> Callable[[Expr], dict[str, str]]:
    def make(e: Expr) -> dict[str, str]:
        existing = names_in(e)
        taken: set[str] = set()
        out = {}
        for name, _ in binder_names(e):
            out[name] = _unique(pool, taken, existing)
            taken.add(out[name])
        return out

    return make


_CONSONANTS = "bcdfghjklmnpqrstvwxz"
_VOWELS = "aeiouy"


def _garbled(e: Expr) -> dict[str, str]:
    existing = names_in(e)
    seed = print_expr(e)
    taken: set[str] = set()
    out = {}
    for name, _ in binder_names(e):
        salt = 0
        while True:
            h = hashlib.sha256(f"{seed}\x00{name}\x00{salt}".encode()).digest()
            letters = "".join((_CONSONANTS + _VOWELS)[b % 26] for b in h[:5])
            cand = _CONSONANTS[h[5] % len(_CONSONANTS)] + letters + str(h[6] % 10)
            if cand not in taken and cand not in existing and not is_reserved(cand):
                break
            salt += 1
        out[name] = cand
        taken.add(cand)
    return out


def _rename_with(make: Callable[[Expr], dict[str, str]]) -> Callable[[Expr], list[Candidate]]:
    def apply(e: Expr) -> list[Candidate]:
        mapping = make(e)
        if not mapping or valid_renaming(e, mapping) is not None:
            return []
        out = rename_all(e, mapping)
        if not alpha_equal(e, out):
            return []
        pretty = ", ".join(f"{a} ↦ {b}" for a, b in mapping.items())
        return [Candidate(out, (), note=pretty)]

    return apply


F = "renaming"
RULES_ = [
    Rule("rename_descriptive", F, _rename_with(_descriptive), IFF_RFL, doc="role-based descriptive names"),
    Rule("rename_confusing", F, _rename_with(_from_pool(_CONFUSING)), IFF_RFL, doc="look-alike names (lI, Il, ...)"),
    Rule("rename_misleading", F, _rename_with(_from_pool(_MISLEADING)), IFF_RFL,
         doc="names suggesting another meaning"),
    Rule("rename_garbled", F, _rename_with(_garbled), IFF_RFL, doc="hash-derived random strings"),
]
