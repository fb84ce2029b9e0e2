"""Equivalence of a baseline and a perturbed formalization: `paracert.certify` on closed propositions.

Every distinct (baseline proposition, perturbed proposition) is certified once, in one
`certify_pairs` call, and remembered in the run directory. Under the `core` profile the verdicts
are the engine's (certified / refuted / both_provable / unknown). The certificate portfolio
(lean/Paracert/Tactics.lean) exists for the core profile only, so under `mathlib` no pair is sent
and every verdict is `not_checked`: such runs measure compile robustness, not equivalence.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from paracert.certify.engine import certify_pairs
from paracert.robustness.schema import EquivalenceRecord
from paracert.robustness.store import RunStore
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict

log = logging.getLogger(__name__)

FAMILY = "autoformalization"
NOT_CHECKED = "not_checked"
Certifier = Callable[..., list[PairVerdict]]


def make_pair(a: str, b: str) -> Pair:
    return Pair(a=a, b=b, family=FAMILY)


def certify_all(
    props: list[tuple[str, str]],
    runner: Any,
    store: RunStore,
    profile: str,
    certify: Certifier = certify_pairs,
    progress: Callable[[int, int], None] | None = None,
) -> dict[tuple[str, str], EquivalenceRecord]:
    """(A, B) -> verdict record; pairs not yet in `store` are certified in one call."""
    version = runner.lean_version
    known = store.equivalences()
    todo: dict[str, Pair] = {}
    for a, b in props:
        pair = make_pair(a, b)
        key = pair.digest(version)
        if key not in known:
            todo.setdefault(key, pair.model_copy(update={"pair_id": f"af:{key[:12]}"}))
    if todo:
        if profile != "core":
            fresh = [EquivalenceRecord(pair_key=k, verdict=NOT_CHECKED,
                                       note=f"no certificate portfolio for the {profile} profile")
                     for k in todo]
        else:
            log.info("certifying %d distinct pairs of formalizations", len(todo))
            verdicts = certify(list(todo.values()), runner, progress=progress)
            fresh = [EquivalenceRecord(pair_key=k, verdict=v.verdict.value, tactic=v.tactic, note=v.note)
                     for k, v in zip(todo, verdicts, strict=True)]
        store.add_equivalences(fresh)
        known.update({r.pair_key: r for r in fresh})
    return {(a, b): known[make_pair(a, b).digest(version)] for a, b in props}
