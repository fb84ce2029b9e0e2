"""Typed boundary of the Lean backend: items in, one result per item out."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

# The batch profiles (`lean.launch.profile`): the header every item is elaborated under. Here, with the
# records, so that a manifest naming its profile (certify.store) need not import the launcher.
ProfileName = Literal["core", "bare", "mathlib"]


class ErrorCategory(StrEnum):
    unknown_identifier = "unknown_identifier"
    parse = "parse"
    elaboration = "elaboration"  # elaboration / type mismatch in a statement or term
    tactic = "tactic"  # a proof step failed (unsolved goals, omega/decide/simp failed, ...)
    timeout = "timeout"  # heartbeats, recursion depth, or the wall clock
    rejected = "rejected"  # never sent to Lean: the snippet failed paracert's input checks
    crashed = "crashed"  # the Lean process died or hung while on this item
    other = "other"


class Status(StrEnum):
    ok = "ok"
    error = "error"
    rejected = "rejected"
    timeout = "timeout"
    crashed = "crashed"
    not_run = "not_run"  # the process ended before reaching this item (retried in a fresh batch)


class LeanItem(BaseModel):
    item_id: str
    code: str = Field(description="one or more Lean commands (declarations)")
    heartbeats: int | None = Field(default=None, description="maxHeartbeats for this item (None: batch default)")
    line_offset: int = Field(default=0, description="line of `code` in the user's own file, minus one")
    untrusted: bool = Field(
        default=False, description="text from outside paracert (a statement, a model's reply, a user's file): "
        "the untrusted-text rule applies (lean.guard.untrusted_reason) before it reaches Lean",
    )
    kind: Literal["commands", "term", "translate"] = Field(
        default="commands", description="`term`: `code` is a statement that Lean only parses, as one term that must "
        "consume the whole input (session request `parseTerm`); ok, or error with Lean's message; `translate`: "
        "`code` is a translation request (JSON, certify.mathlib_input; session request `translate`), its answer "
        "the one message of the result (JSON); session only",
    )
    collect_axioms: list[str] = Field(
        default_factory=list,
        description="declarations of this item whose axioms Lean should list (Lean.collectAxioms: every "
        "constant they depend on transitively, auxiliary and `where` declarations included); session only",
    )


Severity = Literal["information", "warning", "error"]  # Lean's MessageSeverity


class LeanMessage(BaseModel):
    severity: Severity
    text: str
    line: int | None = Field(default=None, description="1-based line within the item's code (or its file)")
    column: int | None = None
    end_line: int | None = None
    end_column: int | None = None
    kind: str | None = None


class ItemResult(BaseModel):
    item_id: str
    status: Status
    category: ErrorCategory | None = None
    messages: list[LeanMessage] = Field(default_factory=list)
    uses_sorry: bool = False
    elapsed_s: float | None = Field(default=None, description="wall time between this item's markers")
    cached: bool = False
    detail: str | None = Field(default=None, description="why rejected / crashed, in words")
    wall_limit_s: float | None = Field(
        default=None, description="timeout only: the per-item wall-clock limit this item ran past"
    )
    axioms: dict[str, list[str]] | None = Field(
        default=None,
        description="for each name in LeanItem.collect_axioms that the item declared: the axioms it depends "
        "on (Lean.collectAxioms); None when the backend cannot tell (batch files)",
    )
    local_axioms: dict[str, list[str]] | None = Field(
        default=None, description="of `axioms`: those declared outside the imported library (by the item or "
        "the prelude); session only"
    )
    declarations: list[str] | None = Field(
        default=None, description="the declarations the item added (session only)"
    )
    output: str | None = Field(default=None, description="what the item itself printed (session only)")

    @property
    def ok(self) -> bool:
        return self.status == Status.ok and not self.uses_sorry

    @property
    def errors(self) -> list[LeanMessage]:
        return [m for m in self.messages if m.severity == "error"]


class BatchStats(BaseModel):
    launcher: str
    items: int
    processes: int
    startup_s: list[float] = Field(default_factory=list, description="per process: start to first marker")
    process_s: list[float] = Field(default_factory=list, description="per process: launch to exit")
    wall_s: float = 0.0
    cached_items: int = 0
    cached_timeouts: int = 0  # of cached_items: wall-clock timeouts reused (see LeanRunner._reusable)
    timeouts: int = 0  # items that ran past the wall-clock limit in this run (not from the cache)
    crashes: int = 0  # items whose Lean process died under them in this run (their result: crashed)
    crashes_retried: int = 0  # Lean processes that died under an item which was then retried in a fresh one
