"""The theorem statements paracert generates for a pair (never taken from untrusted text)."""

from __future__ import annotations

from enum import StrEnum


class StatementKind(StrEnum):
    iff = "iff"  # (A) ↔ (B): an equivalence certificate
    not_b = "not_b"  # ¬ (B): the variant is false
    not_iff = "not_iff"  # ¬ ((A) ↔ (B)): the two differ


def proposition(kind: StatementKind, a: str, b: str) -> str:
    if kind == StatementKind.iff:
        return f"({a}) ↔ ({b})"
    if kind == StatementKind.not_b:
        return f"¬ ({b})"
    return f"¬ (({a}) ↔ ({b}))"


def theorem_head(name: str, kind: StatementKind, a: str, b: str) -> str:
    """`theorem NAME : PROP :=` — the exact first part of a certificate, checked byte for byte."""
    return f"theorem {name} : {proposition(kind, a, b)} :="


def theorem_text(name: str, kind: StatementKind, a: str, b: str, proof: str) -> str:
    return f"{theorem_head(name, kind, a, b)}\n  {proof}"
