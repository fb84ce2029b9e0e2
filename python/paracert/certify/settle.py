"""Certify pairs and record what settles: the verdicts file and the certificate directory.

`settle_pairs` is what `paracert certify|equiv|refute` and `paracert.Certifier` both call: read
the verdicts file (resume; pairs it holds are not run again, `retry` verdicts are settled again),
run the engine on the rest, append each verdict and write its certificate as its pair settles
(so a stopped run resumes), and return one verdict per input pair, under that pair's own pair_id.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from paracert.certify.engine import DEFAULT_PAIR_BUDGET_S, certify_pairs
from paracert.certify.run_state import VerdictLog, resume_hint
from paracert.certify.store import CertificateWriter
from paracert.errors import InputError
from paracert.lean import reaper
from paracert.lean.runner import LeanRunner, Progress
from paracert.statements.pairs import Pair
from paracert.statements.verdicts import PairVerdict

log = logging.getLogger(__name__)

Notify = Callable[[str], None]  # a line for the person running it (the CLI: stderr)


def settle_pairs(
    pairs: list[Pair],
    runner: LeanRunner,
    *,
    out: Path | None = None,
    resume: bool = False,
    retry: Iterable[str] = (),
    certificates: Path | None = None,
    replace: bool = False,
    rounds: int = 1,
    pair_budget_s: float | None = DEFAULT_PAIR_BUDGET_S,
    progress: Progress | None = None,
    command: str = "paracert certify",
    notify: Notify = log.info,
) -> list[PairVerdict]:
    """One verdict per pair, in order. `out`: the verdicts JSONL (appended as pairs settle; with
    `resume` a last line cut off by a stop is dropped); `retry`: verdicts (`unknown`,
    `both_provable`) in `out` to settle again; `certificates`: the certificate directory (`replace`:
    rewritten from these verdicts alone). `command` names the run in the resume hint of a stop."""
    # read before any Lean work: a malformed verdicts file is refused first
    verdict_log = VerdictLog.open(out, resume=resume)
    verdict_log.forget(list(retry))
    done = verdict_log.done
    version = runner.lean_version
    todo = [p for p in pairs if p.digest(version) not in done]
    if len(todo) < len(pairs):
        notify(f"resuming: {len(pairs) - len(todo)} pairs already settled in {out}")
    try:
        certs = (CertificateWriter(certificates, version, replace=replace, profile=runner.profile.name)
                 if certificates else None)
    except ValueError as exc:  # a directory bound to another Lean version or profile
        raise InputError(f"--certificates: {exc}") from None

    def settled(vs: list[PairVerdict]) -> None:
        """One output line per input line (each under its own pair_id), written as its pair settles."""
        verdict_log.append(vs)
        if certs is not None:
            certs.add(vs)
        reaper.set_resume_hint(resume_hint(out, verdict_log.lines, command))

    # input lines already settled (under another line's pair_id, or before a stop): no Lean
    settled([done[p.digest(version)].model_copy(update={"pair_id": p.pair_id})
             for p in pairs if p.digest(version) in done])
    if todo:
        new = certify_pairs(todo, runner, rounds=rounds, progress=progress, pair_budget_s=pair_budget_s,
                            on_verdict=settled)
        for v in new:
            done[v.digest] = v
    # one verdict per input line, under that line's own pair_id (the cache is per digest)
    return [done[p.digest(version)].model_copy(update={"pair_id": p.pair_id}) for p in pairs]
