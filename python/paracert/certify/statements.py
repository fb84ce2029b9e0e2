"""The theorem statements paracert generates for a pair (never taken from untrusted text)."""

from __future__ import annotations

from enum import StrEnum

from paracert.statements.schema import Verdict


class StatementKind(StrEnum):
    iff = "iff"  # (A) ↔ (B): an equivalence certificate
    # ¬ (B) with nothing known about A: shows only that B is false. Never a refutation on its own
    # (a both-false pair is equivalent in truth value); kept so old manifests still load.
    not_b = "not_b"
    # ¬ (B) where the input pair said `a_true: true` (an answer key): the variant is false and the
    # canonical true, so the two differ.
    not_b_answer_key = "not_b_answer_key"
    not_iff = "not_iff"  # ¬ ((A) ↔ (B)): the two differ


# The statement kinds each verdict's certificate may prove (`paracert check` enforces this).
KINDS_FOR_VERDICT: dict[Verdict, frozenset[StatementKind]] = {
    Verdict.certified: frozenset({StatementKind.iff}),
    Verdict.refuted: frozenset({StatementKind.not_iff, StatementKind.not_b_answer_key}),
}


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
    """The whole Lean text of a `certified` certificate: `(A) ↔ (B)` by the branch and, when the pair
    holds numeric literals, the same pair with them abstracted (`NAME_schema`) by the same branch."""
    from paracert.certify.abstraction import abstract_literals  # the parser is only needed here

    text = theorem_text(name, StatementKind.iff, a, b, f"by {branch}")
    ab = abstract_literals(a, b)
    if ab is not None:
        text += f"\ntheorem {schema_name(name)} {ab.binder_text()} : ({ab.a}) ↔ ({ab.b}) :=\n  by {branch}"
    return text


def certified_names(name: str, a: str, b: str) -> list[str]:
    """The declarations of a certified certificate (whose axioms are checked)."""
    from paracert.certify.abstraction import abstract_literals

    return [name] + ([schema_name(name)] if abstract_literals(a, b) is not None else [])
