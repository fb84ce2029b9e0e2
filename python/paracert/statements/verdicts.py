"""The verdict of a pair, the evidence behind it, and what its certificate proves (and a refuted
pair's counterexample in words, as a certificate's header and the command line show it)."""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field, SerializerFunctionWrapHandler, model_serializer

from paracert.statements.pairs import Origin
from paracert.statements.schema import Verdict

# What a candidate item is for (certify.portfolio.Candidate.role).
Role = Literal["cert", "probe", "refute", "refute_a", "auto_iff", "auto_a", "auto_b"]
# The values of paracert.lean.items.Status / ErrorCategory, spelled here so that a verdict file's
# format does not depend on the Lean backend (tests/test_typed_formats.py keeps them equal).
AttemptStatus = Literal["ok", "error", "rejected", "timeout", "crashed", "not_run"]
AttemptCategory = Literal[
    "unknown_identifier", "parse", "elaboration", "tactic", "timeout", "rejected", "crashed", "other"
]


class ErrorKind(StrEnum):
    """The kind of mistake a refuted variant makes, where a syntactic comparison shows it."""

    biconditional_overreach = "biconditional_overreach"  # B is A with a → replaced by ↔
    converse_swapped = "converse_swapped"  # B's implication is A's reversed
    hypothesis_dropped = "hypothesis_dropped"  # B is A minus (part of) a hypothesis
    quantifier_scope_changed = "quantifier_scope_changed"  # ∀∃ ↦ ∃∀, or a binder moved across a connective
    relation_inverted = "relation_inverted"  # a relation's arguments swapped (`a ∣ b` vs `b ∣ a`, `<` vs `>`)
    type_context_changed = "type_context_changed"  # the same statement over Int instead of Nat (or back)
    identical = "identical"  # the same statement up to renaming and spelling
    other = "other"


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


class Attempt(BaseModel):
    role: Role
    tactic: str
    status: AttemptStatus
    category: AttemptCategory | None = None
    first_error: str | None = None
    elapsed_s: float | None = None


class PairVerdict(BaseModel):
    pair_id: str | None
    family: str
    a: str
    b: str
    digest: str = Field(description="SHA256 of (A, B, family, Lean version[, a_true])")
    a_true: bool | None = Field(default=None, description="the input's answer key for A, when given")
    header: str | None = Field(default=None, description="the input pair's Lean header of both sides (Mathlib "
                               "syntax), when given; with a_header/b_header part of the digest")
    a_header: str | None = Field(default=None, description="the input pair's header of A, when given")
    b_header: str | None = Field(default=None, description="the input pair's header of B, when given")
    origin: Origin | None = Field(default=None, description="a translated pair: the Mathlib-syntax declarations "
                                  "and headers A and B were read from (part of the digest)")
    lean_version: str
    verdict: Verdict
    statement_kind: StatementKind | None = Field(default=None, description="what the certificate proves")
    tactic: str | None = Field(default=None, description="the branch / script that settled it")
    certificate: str | None = Field(default=None, description="the Lean theorem text that Lean accepted")
    rules_used: list[str] = Field(default_factory=list)
    counterexample: dict[str, Any] | None = Field(
        default=None, description="refuted: the counterexample found (certify.counterexample.Counterexample)"
    )
    error_kind: ErrorKind | None = None
    elapsed_s: float | None = Field(default=None, description="Lean time of the settling item")
    rounds: int = 1
    attempts: list[Attempt] = Field(default_factory=list)
    note: str | None = None

    @property
    def certificate_name(self) -> str:
        return certificate_name(self.digest)

    @model_serializer(mode="wrap")
    def _headers_when_given(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A header field (and a translated pair's origin) is written only when set (as in the pair's
        digest), so a line of a pair without them is the same line it always was."""
        data = handler(self)
        for key in WHEN_GIVEN:
            if data.get(key) is None:
                data.pop(key, None)
        return data


HEADER_FIELDS = ("header", "a_header", "b_header")
WHEN_GIVEN = (*HEADER_FIELDS, "origin")  # fields written only when set


def certificate_name(digest: str) -> str:
    """The theorem name of a pair's certificate: bound to the pair's digest."""
    return f"pc_{digest[:16]}"


def format_counterexample(cx: dict) -> str:
    """A counterexample as Lean bindings: `k := 2, m := 1, n := 1 (refutes B)`."""
    assignment = cx.get("assignment")
    refutes = f" (refutes {cx['refutes']})" if cx.get("refutes") else ""
    if isinstance(assignment, dict):
        bindings = ", ".join(f"{name} := {_lean_value(value)}" for name, value in assignment.items())
        return (bindings or f"{cx.get('statement', 'the statement')} is false (no variables)") + refutes
    return json.dumps(cx, ensure_ascii=False)


def _lean_value(value: object) -> str:
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, int | float) and value < 0:
        return f"({value})"
    return str(value)
