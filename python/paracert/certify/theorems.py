"""The theorem statements paracert generates for a pair (never taken from untrusted text)."""

from __future__ import annotations

from paracert.certify.abstraction import abstract_literals
from paracert.statements.verdicts import StatementKind


def proposition(kind: StatementKind, a: str, b: str) -> str:
    if kind == StatementKind.iff:
        return f"({a}) ↔ ({b})"
    if kind in (StatementKind.not_b, StatementKind.not_b_answer_key):
        return f"¬ ({b})"
    return f"¬ (({a}) ↔ ({b}))"


def theorem_head(name: str, kind: StatementKind, a: str, b: str) -> str:
    """`theorem NAME : PROP :=` — the exact first part of a certificate, checked byte for byte."""
    return f"theorem {name} : {proposition(kind, a, b)} :="


def theorem_text(name: str, kind: StatementKind, a: str, b: str, proof: str) -> str:
    return f"{theorem_head(name, kind, a, b)}\n  {proof}"


def schema_name(name: str) -> str:
    """The name of a certificate's abstraction-gate theorem."""
    return f"{name}_schema"


def certified_text(name: str, a: str, b: str, branch: str) -> str:
    """The whole Lean text of a `certified` certificate. Without numeric literals: `(A) ↔ (B)` by the
    branch. With them: first the pair with its literals abstracted (`NAME_schema (pcLit0 : T) … :
    (A') ↔ (B')`) by the branch, then `(A) ↔ (B)` as that schema's instance at the literals
    (`with_reducible exact NAME_schema 239 174 …`), so the certificate's proof never touches the
    closed terms at all (measured: a simp branch run on the literal pair itself closed
    `(239 + 174 + 83) % 10 = 6 ↔ 6 = …` through `eq_self`, i.e. by evaluating)."""
    ab = abstract_literals(a, b)
    if ab is None:
        return theorem_text(name, StatementKind.iff, a, b, f"by {branch}")
    args = " ".join(f"({lit})" for lit in ab.literals)
    schema = f"theorem {schema_name(name)} {ab.binder_text()} : ({ab.a}) ↔ ({ab.b}) :=\n  by {branch}"
    return schema + "\n" + theorem_text(name, StatementKind.iff, a, b,
                                         f"by with_reducible exact {schema_name(name)} {args}")


def certified_names(name: str, a: str, b: str) -> list[str]:
    """The declarations of a certified certificate (whose axioms are checked)."""
    return [name] + ([schema_name(name)] if abstract_literals(a, b) is not None else [])
