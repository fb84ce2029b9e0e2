"""Records of an autoformalization-robustness run, one model per stage boundary.

statement (NL + reference Lean) -> perturbation (an NL rule applied) -> formalization (one model's
Lean for one text) -> compile record (one distinct piece of code, elaborated once) -> equivalence
record (one distinct pair of closed propositions, certified once) -> pair outcome (what happened to
one model on one statement under one rule).
"""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field

from paracert.lean.items import ErrorCategory, Status
from paracert.llm.rundir import AnswerSource

BASELINE = "baseline"  # the variant label of the unperturbed text
# certify's Verdict values an equivalence record can carry, plus not_checked (mathlib profile: no portfolio)
EquivalenceVerdict = Literal[
    "certified", "refuted", "both_provable", "both_refutable", "unknown", "invalid_statement", "untranslatable",
    "not_checked",
]


class NLStatement(BaseModel):
    id: str
    source: str = Field(description="dataset the statement comes from, e.g. 'miniF2F', 'ProofNet'")
    nl: str = Field(description="the natural-language statement shown to the autoformalizer")
    formal_statement: str | None = Field(default=None, description="the dataset's own Lean statement (reference)")
    profile: Literal["core", "mathlib"] = Field(default="core", description="Lean profile the statement needs")
    context: str = Field(default="", description="Lean lines every formalization is elaborated after (e.g. `open`)")
    provenance: str = Field(default="", description="where the NL text comes from")


class Perturbation(BaseModel):
    statement_id: str
    rule_id: str
    category: str
    original: str
    text: str = Field(description="the rewritten NL statement")
    span: tuple[int, int] | list[int] | None = None


class Formalization(BaseModel):
    """One model's reply to one text (the baseline or a perturbation) of one statement."""

    key: str = Field(description="response-cache key (provider, model, prompt, parameters): identical prompts share it")
    model: str
    provider: str
    statement_id: str
    variant: str = Field(description=f"'{BASELINE}' or the rule id")
    raw: str = ""
    error: str | None = Field(default=None, description="provider error instead of a reply")


class FailureClass(StrEnum):
    ok = "ok"  # the formalization elaborates (a `sorry` proof is expected and allowed)
    no_answer = "no_answer"  # the provider gave no reply (error)
    no_code = "no_code"  # the reply holds no Lean theorem
    rejected = "rejected"  # untrusted code: never sent to Lean
    unsupported_header = "unsupported_header"  # vocabulary profile: a header line the reading does not accept
    parse = "parse"  # Lean syntax error
    unknown_identifier = "unknown_identifier"
    elaboration = "elaboration"  # type / elaboration error
    other = "other"  # tactic, timeout, crash, anything else


class CompileRecord(BaseModel):
    """The elaboration of one distinct piece of code (deduplicated across models and variants)."""

    code_key: str = Field(description="SHA256 of (Lean version, profile, code)")
    status: Status = Field(description="Lean status (ok, error, timeout, crashed, ...) or 'rejected'")
    failure: FailureClass
    lean_category: ErrorCategory | None = None
    first_error: str | None = None
    detail: str | None = None


class EquivalenceRecord(BaseModel):
    """The verdict on one distinct pair (baseline proposition, perturbed proposition)."""

    pair_key: str = Field(description="Pair.digest: SHA256 of (A, B, family, Lean version)")
    verdict: EquivalenceVerdict
    tactic: str | None = None
    note: str | None = None


class PairOutcome(BaseModel):
    """One model, one statement, one rule: baseline vs perturbed formalization."""

    model: str
    statement_id: str
    rule_id: str
    category: str
    nl_baseline: str
    nl_perturbed: str
    baseline_failure: FailureClass
    perturbed_failure: FailureClass
    baseline_error: str | None = None
    perturbed_error: str | None = None
    baseline_prop: str | None = Field(default=None, description="closed proposition of the baseline formalization")
    perturbed_prop: str | None = None
    verdict: EquivalenceVerdict | None = Field(default=None, description="equivalence verdict when both compile")
    verdict_note: str | None = None
    identical: bool = Field(default=False, description="the two propositions are the same text (up to spacing)")
    surface_consistent: bool = Field(description="both compile and the equivalence verdict is `certified`")
    ted: float | None = Field(default=None, description="tree edit distance of the two statements, in [0, 1]")
    tree_kind: Literal["ast", "tokens"] | None = Field(
        default=None, description="'ast' (paracert parser) or 'tokens' (bracket tree)"
    )

    @property
    def both_compile(self) -> bool:
        return self.baseline_failure == FailureClass.ok and self.perturbed_failure == FailureClass.ok


class CollectCounts(BaseModel):
    """One model's reply collection in one invocation (autoformalizer.CollectStats)."""

    model: str
    requested: int = 0
    already_done: int = 0
    cached: int = 0
    fresh: int = 0
    errors: int = 0


class RobustnessRunMeta(BaseModel):
    """run.json of a robustness run directory: the run's settings and what the last invocation did."""

    dataset: str
    profile: Literal["core", "vocabulary", "mathlib"]
    n_statements: int
    rules: list[str]
    n_rules: int
    models: list[str]
    providers: list[str]
    answer_source: AnswerSource
    live_api_called: bool
    replay_file: str | None = None
    prompt: dict[str, Any] = Field(description="the autoformalization prompt (AutoformalizationPrompt)")
    paracert_version: str
    created: datetime
    n_perturbations: int | None = None
    lean_version: str | None = None
    collect: list[CollectCounts] = Field(default_factory=list)
