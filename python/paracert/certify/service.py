"""The certification service: read → check → engine → store, the one path every entry point takes.

`CertificationService.certify` is what `paracert equiv|refute|certify`, `paracert.Certifier`,
`paracert demo` and `paracert autoformalize-robustness` call; no other module calls the engine
(`certify.engine`). Under the outputs' locks (one writer per verdicts file and per certificate
store, taken before any Lean work and held to the end) it: reads the verdicts file (resume; pairs
it holds are not run again, `retry` verdicts are settled again; a kept line with an input's
pair_id must be that input's pair), reads the Mathlib-syntax pairs (`certify.mathlib_input`),
runs the engine on the rest, writes each pair's certificate and then its verdict line as it
settles (so a stopped run resumes), records the pairs settled by the reading, and returns one
verdict per input pair, under that pair's own pair_id.

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
from dataclasses import dataclass
from pathlib import Path

from paracert.certify.check import UnsafeFile, read_inside, static_check
from paracert.certify.engine import DEFAULT_PAIR_BUDGET_S, certify_pairs, check_statements
from paracert.certify.locks import OutputLock, holding
from paracert.certify.mathlib_input import HeaderError, Prepared, needs_translation, prepare_pairs
from paracert.certify.pair_ids import check_kept_ids, check_kept_read, check_unique_ids
from paracert.certify.run_state import VerdictLog, record_settled, resume_hint
from paracert.certify.store import MANIFEST, CertificateWriter, certificate_file_text, load_manifest
from paracert.errors import InputError, UsageError, WriteError
from paracert.lean.config import LeanConfig
from paracert.lean.launch import reaper
from paracert.lean.progress import item_progress
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


def _settle(
    pairs: list[Pair], runner: LeanRunner, *, out: Path | None, resume: bool, retry: Iterable[str],
    certificates: Path | None, replace: bool, rounds: int, pair_budget_s: float | None,
    progress: Progress | None, command: str, notify: Notify,
) -> list[PairVerdict]:
    """The engine and the store, called with the outputs' locks held: one verdict per (read) pair,
    in order. `out`: the verdicts JSONL (appended as pairs settle; one that holds verdicts needs
    `resume`, or `replace` to start it afresh; with `resume` a last line cut off by a stop is
    dropped); `retry`: verdicts (`unknown`, `both_provable`) in `out` to settle again;
    `certificates`: the certificate directory (`replace`: rewritten from these verdicts alone).
    `command` names the run in the resume hint of a stop. A write that fails raises a WriteError
    naming the file (what was written before it stays, and resumes)."""
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


@dataclass
class Certification:
    """What one `CertificationService.certify` call settled: a verdict per input pair (input order)
    and the reading of the Mathlib-syntax pairs (`reading.translated`, `reading.unmapped`)."""

    verdicts: list[PairVerdict]
    reading: Prepared


class NotAProposition(UsageError):
    """The one pair of a `one_pair` call is not a closed, well-formed proposition: `lines` say why,
    one per side."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__("; ".join(lines))
        self.lines = lines


def kept_lines(verdict_log: VerdictLog) -> list[tuple[int, PairVerdict]]:
    """The verdict lines a resumed verdicts file keeps, each under its own line's pair_id."""
    return [(number, verdict_log.done[digest].model_copy(update={"pair_id": pair_id}))
            for number, (digest, pair_id) in sorted(verdict_log.line_keys.items()) if digest in verdict_log.done]


class CertificationService:
    """Certifies pairs with one Lean runner: the `runner` given (a runner another stage shares), else
    made on first use by `make_runner` (a command's own construction) or from `config`. `rounds`: a
    2nd round retries open pairs with 10x heartbeats; `pair_budget_s`: Lean seconds one pair may use
    (None: no budget);
    `notify`: where lines for the person running it go (the CLI: stderr); `progress`: the bars of
    reading and certifying (None: when stderr is a terminal, else a line every 30 s; False: none)."""

    def __init__(self, config: LeanConfig | None = None, *, runner: LeanRunner | None = None,
                 make_runner: Callable[[], LeanRunner] | None = None, rounds: int = 1,
                 pair_budget_s: float | None = DEFAULT_PAIR_BUDGET_S, notify: Notify = log.info,
                 progress: bool | None = False) -> None:
        self.config = config
        self.make_runner = make_runner
        self.rounds = rounds
        self.pair_budget_s = pair_budget_s
        self.notify = notify
        self.progress = progress
        self._runner = runner

    @property
    def runner(self) -> LeanRunner:
        """The Lean runner (made on first use: after the outputs were checked, before any Lean work)."""
        if self._runner is None:
            self._runner = (self.make_runner() if self.make_runner is not None
                            else LeanRunner(self.config if self.config is not None else LeanConfig.load()))
        return self._runner

    def close(self) -> None:
        """Stop the runner's Lean sessions (they are also stopped at interpreter exit)."""
        if self._runner is not None:
            self._runner.close()
            self._runner = None

    def certify(
        self,
        pairs: list[Pair],
        *,
        out: Path | None = None,
        certificates: Path | None = None,
        resume: bool = False,
        retry: Iterable[str] = (),
        replace: bool = False,
        one_pair: bool = False,
        place: Callable[[int], str] | None = None,
        command: str = "paracert certify",
        locks: list[OutputLock] | None = None,
        wait_lock: bool = False,
    ) -> Certification:
        """One verdict per input pair, in input order. `out`, `resume`, `retry`, `certificates`,
        `replace`: the verdicts file and the certificate store (see `_settle`); `one_pair`: the
        pair of `--a/--b`, whose bad header is a UsageError and whose statement that is not a closed
        proposition is a `NotAProposition` (in a batch each is that pair's verdict); `place(k)` names
        the k-th input pair in errors (`pairs.jsonl:4`); `locks`: the outputs' locks when the caller
        took them already (`output_locks`), else they are taken here (`wait_lock`: wait for another
        run instead of a BusyError) and released when the call returns."""
        where = place or (lambda k: pairs[k].pair_id or f"pair {k + 1}")
        check_unique_ids(pairs, where)  # one pair_id, one pair (certify.pair_ids)
        if locks is None:
            locks = output_locks(out, certificates)
            with holding(locks, wait=wait_lock, notify=self.notify):
                return self._certify_held(pairs, out, certificates, resume, list(retry), replace, one_pair, where,
                                          command, locks)
        return self._certify_held(pairs, out, certificates, resume, list(retry), replace, one_pair, where, command,
                                  locks)

    def _certify_held(self, pairs: list[Pair], out: Path | None, certificates: Path | None, resume: bool,
                      retry: list[str], replace: bool, one_pair: bool, where: Callable[[int], str], command: str,
                      locks: list[OutputLock]) -> Certification:
        # read before the runner is made: a malformed or already used verdicts file is refused first
        kept = kept_lines(VerdictLog.open(out, resume=resume, replace=replace))
        check_kept_ids(pairs, kept, str(out), where)  # a resumed verdicts file continues the same pairs
        runner = self.runner
        n_read = sum(needs_translation(p) for p in pairs)
        try:  # Mathlib-syntax statements read into closed propositions (certify.mathlib_input)
            with item_progress(f"reading {n_read} Mathlib-syntax pairs",
                               enabled=self.progress if n_read else False) as bar:
                reading = prepare_pairs(pairs, runner, strict=one_pair, progress=bar)
        except HeaderError as exc:
            raise UsageError(str(exc)) from None
        check_kept_read({k: p for k, p in enumerate(reading.pairs) if k in reading.translated and p is not None},
                        kept, str(out), where)
        todo = reading.to_certify()
        if one_pair and todo:
            bad = check_statements(todo, runner).get(0)
            if bad:
                raise NotAProposition([f"{field} is not a closed, well-formed proposition: {why}"
                                       for field, why in bad])
        verdicts: list[PairVerdict] = []
        if todo:
            with item_progress(f"certifying {len(todo)} pairs", enabled=self.progress) as bar:
                verdicts = _settle(todo, runner, out=out, resume=resume, retry=retry, certificates=certificates,
                                   replace=replace, rounds=self.rounds, pair_budget_s=self.pair_budget_s,
                                   progress=bar, command=command, notify=self.notify)
        if reading.settled:  # every input line gets its verdict, in input order, and its line in the verdicts file
            record_settled(out, [reading.settled[k] for k in sorted(reading.settled)],
                           resume=bool(todo) or resume, replace=not todo and replace)
        return Certification(reading.merge(verdicts), reading)
