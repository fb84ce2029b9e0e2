"""The item schema shared by certification (producer of verdicts) and metrics (consumer).

One `Variant` is one phrasing of one theorem: the canonical form has `family="canonical"`.
Invariance metrics use only variants whose `verdict` is `certified` (plus the canonical form).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field


class Tier(StrEnum):
    T1 = "T1"  # formally certified by construction (rule-based rewrite with a Lean certificate)
    T2 = "T2"  # conditional
    T3 = "T3"  # heuristic (e.g. LLM paraphrase, no certificate)


class Verdict(StrEnum):
    certified = "certified"  # truth-independent Lean proof of canonical <-> variant
    refuted = "refuted"  # Lean proof of not (A <-> B), or of not B when the input says A is true
    both_provable = "both_provable"  # equivalent in truth value only
    both_refutable = "both_refutable"  # both proved false: equal truth value only, never a refutation
    unknown = "unknown"  # nothing proved within budget
    invalid_statement = "invalid_statement"  # A or B is not a closed, well-formed proposition (Lean's message)
    untranslatable = "untranslatable"  # written in Mathlib syntax with a name or notation the vocabulary lacks
    canonical = "canonical"  # the reference form itself


class Variant(BaseModel):
    theorem_id: str
    variant_id: str
    family: str = Field(description="paraphrase family, or 'canonical'")
    tier: Tier = Tier.T3
    nl: str = Field(description="natural-language text shown to models")
    lean: str | None = Field(default=None, description="Lean statement of what this text says")
    ground_truth: bool | None = None
    answer_type: Literal["true_false", "numeric", "multiple_choice"] = Field(
        default="true_false", description="how a reply is parsed and scored"
    )
    expected_value: float | None = Field(default=None, description="numeric items: the reference answer")
    expected_choice: str | None = Field(default=None, description="multiple-choice items: the correct letter")
    verdict: Verdict = Verdict.unknown
    certificate_id: str | None = None
    logical_form: str | None = None
