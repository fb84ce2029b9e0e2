"""One pair's certification, as the engine's stages see it and update it: its checked statements, its
candidates, what Lean answered for each, the Lean seconds it used, and its verdict."""

from __future__ import annotations

from dataclasses import dataclass, field

from paracert.certify.parsed import CheckedPair
from paracert.certify.portfolio import Candidate
from paracert.lean import ItemResult
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict


@dataclass(eq=False)
class PairRun:
    index: int  # the pair's place in the batch: its Lean items are named `p<index>:<role>:<k>`
    pair: Pair  # past the statement guard (stripped), or as given when the guard refused it
    checked: CheckedPair | None = None  # the parsed statements, once the pair is to be certified
    cands: list[Candidate] = field(default_factory=list)  # k-th candidate: item `p<index>:<role>:<k>`
    tried: dict[str, tuple[Candidate, ItemResult]] = field(default_factory=dict)  # item id -> latest result
    spent: float = 0.0  # Lean seconds so far (a timed-out item counted at its limit)
    pending: set[str] = field(default_factory=set)  # the current stage's items of the pair not yet in
    verdict: PairVerdict | None = None  # the latest decision (None: nothing decided yet)
    emitted: bool = False  # its final verdict was passed to the caller

    def item_id(self, k: int) -> str:
        return f"p{self.index}:{self.cands[k].role}:{k}"

    def attempts(self) -> list[tuple[Candidate, ItemResult]]:
        return list(self.tried.values())
