"""Equivalence of a baseline and a perturbed formalization, through the certification service.

Every distinct (baseline, perturbed) pair is certified once, in one `CertificationService.certify`
call whose verdicts file and certificate store are the run directory's (`verdicts.jsonl`,
`certificates/`: `paracert check RUNDIR/certificates` re-verifies every certified and refuted pair),
and remembered in `equivalence.jsonl`. Under the `core` profile a pair is two closed propositions;
under `vocabulary` two declarations written for Mathlib with their headers, read by the service as
`paracert equiv` reads them. Under `mathlib` (a Lean with Mathlib) no pair is sent: the certificate
portfolio exists for the core Lean only, so every verdict is `not_checked` and such runs measure
compile robustness, not equivalence.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from paracert.certify.service import CertificationService
from paracert.robustness.records import EquivalenceRecord
from paracert.robustness.store import CERTIFICATES, VERDICTS, RunStore
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict

log = logging.getLogger(__name__)

FAMILY = "autoformalization"
NOT_CHECKED = "not_checked"
CERTIFIED_PROFILES = ("core", "vocabulary")
Certifier = Callable[..., list[PairVerdict]]  # (pairs, runner, progress=…) -> a verdict per pair


def make_pair(a: str, b: str, a_header: str | None = None, b_header: str | None = None) -> Pair:
    return Pair(a=a, b=b, a_header=a_header, b_header=b_header, family=FAMILY)


def certify_all(
    pairs: list[Pair],
    runner: Any,
    store: RunStore,
    profile: str,
    certify: Certifier | None = None,
    progress: bool | None = False,
) -> dict[str, EquivalenceRecord]:
    """Pair digest -> verdict record; pairs not yet in `store` are certified in one call (`certify`
    replaces the service: a test's fake)."""
    version = runner.lean_version
    known = store.equivalences()
    todo: dict[str, Pair] = {}
    for pair in pairs:
        key = pair.digest(version)
        if key not in known:
            todo.setdefault(key, pair.model_copy(update={"pair_id": f"af:{key[:12]}"}))
    if todo:
        if profile not in CERTIFIED_PROFILES:
            fresh = [EquivalenceRecord(pair_key=k, verdict=NOT_CHECKED,
                                       note=f"no certificate portfolio for the {profile} profile")
                     for k in todo]
        else:
            log.info("certifying %d distinct pairs of formalizations", len(todo))
            if certify is not None:
                verdicts = certify(list(todo.values()), runner, progress=None)
            else:
                service = CertificationService(runner=runner, progress=progress)
                verdicts = service.certify(list(todo.values()), out=store.path(VERDICTS),
                                           certificates=store.path(CERTIFICATES), resume=True,
                                           command="paracert autoformalize-robustness").verdicts
            fresh = [EquivalenceRecord(pair_key=k, verdict=v.verdict.value, tactic=v.tactic, note=v.note)
                     for k, v in zip(todo, verdicts, strict=True)]
        store.add_equivalences(fresh)
        known.update({r.pair_key: r for r in fresh})
    return {p.digest(version): known[p.digest(version)] for p in pairs}
