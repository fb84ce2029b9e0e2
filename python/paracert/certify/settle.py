"""Certify pairs and record what settles: the verdicts file and the certificate directory.

`settle_pairs` is what `paracert certify|equiv|refute` and `paracert.Certifier` both call: lock the
outputs (one writer per verdicts file and per certificate store), read the verdicts file (resume;
pairs it holds are not run again, `retry` verdicts are settled again), run the engine on the rest,
write each pair's certificate and then its verdict line as it settles (so a stopped run resumes),
and return one verdict per input pair, under that pair's own pair_id.

What a resumed run keeps from the verdicts file: a line whose digest its own fields give, and for
`certified` / `refuted` only when its certificate is in the store, listed in the manifest with the
line's pair and verdict, byte for byte the file the line gives, and passing `paracert check`'s
static checks. A run without a certificate store has nothing to back such a line: it settles the
pair again (from the Lean result cache when it holds the items). Every line not kept is named on
stderr and its pair settled again.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path

from paracert.certify.check import UnsafeFile, read_inside, static_check
from paracert.certify.engine import DEFAULT_PAIR_BUDGET_S, certify_pairs
from paracert.certify.locks import OutputLock, holding
from paracert.certify.run_state import VerdictLog, resume_hint
from paracert.certify.store import MANIFEST, CertificateWriter, certificate_file_text, load_manifest
from paracert.errors import InputError, WriteError
from paracert.lean.launch import reaper
from paracert.lean.runner import LeanRunner, Progress
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict, certificate_name

log = logging.getLogger(__name__)

Notify = Callable[[str], None]  # a line for the person running it (the CLI: stderr)


def output_locks(out: Path | None, certificates: Path | None) -> list[OutputLock]:
    """The locks of a run's outputs, in the order every run takes them (verdicts file, then store)."""
    locks = []
    if out is not None:
        locks.append(OutputLock(out, "--out"))
    if certificates is not None:
        locks.append(OutputLock(certificates, "--certificates", directory=True))
    return locks


def unbacked(done: dict[str, PairVerdict], certificates: Path | None) -> dict[str, str]:
    """The kept certified / refuted verdicts (by digest) that the certificate store does not back,
    each with why."""
    claims = {d: v for d, v in done.items() if v.verdict in (Verdict.certified, Verdict.refuted)}
    if not claims:
        return {}
    if certificates is None:
        return {d: f"a {v.verdict.value} line needs its certificate, and this run has no certificate store"
                for d, v in claims.items()}
    try:
        manifest = load_manifest(certificates) if (certificates / MANIFEST).exists() else None
    except ValueError as exc:  # not a manifest: nothing in it backs anything
        why = f"{certificates / MANIFEST} is not a readable manifest ({str(exc).splitlines()[0][:200]})"
        return {d: why for d in claims}
    if manifest is None:
        return {d: f"{certificates} has no manifest" for d in claims}
    entries = manifest.by_name()
    out: dict[str, str] = {}
    for digest, v in claims.items():
        entry = entries.get(certificate_name(digest))
        if entry is None:
            out[digest] = f"its certificate is not in {certificates / MANIFEST}"
            continue
        if (manifest.lean_version != v.lean_version or entry.sha256 != v.digest or entry.verdict != v.verdict
                or entry.statement_kind != v.statement_kind or entry.a != v.a or entry.b != v.b
                or entry.family != v.family or entry.a_true != v.a_true or v.certificate is None):
            out[digest] = f"the manifest's entry {entry.name} does not match the line"
            continue
        try:
            text = read_inside(certificates, entry.file)
        except UnsafeFile as exc:
            out[digest] = f"certificate {entry.file}: {exc}"
            continue
        if text != certificate_file_text(v):
            out[digest] = f"certificate {entry.file} is not the certificate the line gives"
            continue
        problems, _ = static_check(entry, text, manifest.lean_version)
        if problems:
            out[digest] = f"certificate {entry.file} fails `paracert check`: {problems[0].detail}"
    return out


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
    locks: list[OutputLock] | None = None,
    wait_lock: bool = False,
) -> list[PairVerdict]:
    """One verdict per pair, in order. `out`: the verdicts JSONL (appended as pairs settle; one that
    holds verdicts needs `resume`, or `replace` to start it afresh; with `resume` a last line cut
    off by a stop is dropped); `retry`: verdicts (`unknown`, `both_provable`) in `out` to settle
    again; `certificates`: the certificate directory (`replace`: rewritten from these verdicts
    alone). `locks`: the outputs' locks when the caller took them already (`output_locks`), else
    they are taken here (`wait_lock`: wait for another run instead of a BusyError) and released at
    the end. `command` names the run in the resume hint of a stop. A write that fails raises a
    WriteError naming the file (what was written before it stays, and resumes)."""
    if locks is None:
        locks = output_locks(out, certificates)
    with holding(locks, wait=wait_lock, notify=notify):
        return _settle_locked(pairs, runner, out=out, resume=resume, retry=retry, certificates=certificates,
                              replace=replace, rounds=rounds, pair_budget_s=pair_budget_s, progress=progress,
                              command=command, notify=notify)


def _settle_locked(
    pairs: list[Pair], runner: LeanRunner, *, out: Path | None, resume: bool, retry: Iterable[str],
    certificates: Path | None, replace: bool, rounds: int, pair_budget_s: float | None,
    progress: Progress | None, command: str, notify: Notify,
) -> list[PairVerdict]:
    # read before any Lean work: a malformed verdicts file is refused first
    verdict_log = VerdictLog.open(out, resume=resume, replace=replace)
    version = runner.lean_version
    try:
        certs = (CertificateWriter(certificates, version, replace=replace, profile=runner.profile.name)
                 if certificates else None)
    except ValueError as exc:  # a directory bound to another Lean version or profile
        raise InputError(f"--certificates: {exc}") from None
    if verdict_log.replacing:
        verdict_log.start()
        notify(f"paracert: {out}: replaced (its earlier verdict lines removed)")
    superseded = unbacked(verdict_log.done, certificates)
    verdict_log.distrust(superseded)
    verdict_log.warn(notify)
    verdict_log.forget(list(retry))
    done = verdict_log.done
    todo = [p for p in pairs if p.digest(version) not in done]
    if len(todo) < len(pairs):
        notify(f"resuming: {len(pairs) - len(todo)} pairs already settled in {out}")

    def settled(vs: list[PairVerdict]) -> None:
        """One output line per input line (each under its own pair_id), written as its pair settles:
        the certificate first, so that a verdict line on disk always has its certificate."""
        if certs is not None:
            certs.add(vs, superseded=superseded)
        verdict_log.append(vs)
        reaper.set_resume_hint(resume_hint(out, verdict_log.lines, command))

    # input lines already settled (under another line's pair_id, or before a stop): no Lean
    settled([done[p.digest(version)].model_copy(update={"pair_id": p.pair_id})
             for p in pairs if p.digest(version) in done])
    if todo:
        new = certify_pairs(todo, runner, rounds=rounds, progress=progress, pair_budget_s=pair_budget_s,
                            on_verdict=settled)
        for v in new:
            done[v.digest] = v
    try:
        if verdict_log.compact():
            notify(f"paracert: {out}: the lines not used were removed (one line per settled pair)")
    except WriteError as exc:  # every verdict is on disk: say so, and that the file kept its old lines
        notify(f"paracert: {exc}; the lines not used stay (a later line replaces an earlier one)")
    # one verdict per input line, under that line's own pair_id (the cache is per digest)
    return [done[p.digest(version)].model_copy(update={"pair_id": p.pair_id}) for p in pairs]
