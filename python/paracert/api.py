"""paracert as a library: certify pairs, check certificates, evaluate models, report.

Everything here wraps what the commands run (docs/api.md shows it; `import paracert` re-exports it):

    config = LeanConfig.load()                     # defaults ← paracert.toml ← PARACERT_* env
    with Certifier(config) as certifier:
        verdicts = list(certifier.certify([Pair(a="p ∧ q", b="q ∧ p")], store="runs/mine"))
    check_certificates("runs/mine/certificates", config)
    run = evaluate(items, [always_true()], verdicts=verdicts, out="runs/mine/eval")
    report(run, out="runs/mine/eval")

It sits on top of the stages (like the CLI) and holds no logic of its own: certification is
`certify.service.CertificationService` (reading, the engine, the verdicts file, the certificates), checking is
`certify.check.check_directory`, evaluation `evaluation.evaluate.dataset_items` / `with_verdicts` +
`run_eval`, reports `report.render.report_run`: the functions the commands call.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from types import TracebackType

from paracert.certify.check import CheckReport, check_directory
from paracert.certify.engine import DEFAULT_PAIR_BUDGET_S
from paracert.certify.service import CertificationService
from paracert.errors import InputError, UsageError
from paracert.evaluation.evaluate import dataset_items, run_eval, with_verdicts
from paracert.lean.config import LeanConfig
from paracert.lean.runner import LeanRunner
from paracert.llm.providers import Provider
from paracert.llm.rundir import Run, load_run
from paracert.report.compute import Report, UnparsedPolicy
from paracert.report.render import report_run
from paracert.statements.pairs import Pair
from paracert.statements.schema import Variant, Verdict
from paracert.statements.verdicts import PairVerdict

RETRYABLE = ("unknown", "both_provable")
VERDICTS_FILE = "verdicts.jsonl"
CERTIFICATES_DIR = "certificates"


class Certifier:
    """Certifies pairs with one Lean runner (its sessions stay warm between `certify` calls).

    `config`: the Lean settings (default `LeanConfig.load()`: defaults ← config file ← environment);
    `rounds`: a 2nd round retries open pairs with 10× heartbeats; `pair_budget_s`: Lean seconds one
    pair may use (None: no budget); `runner`: a runner to use instead of one made from the config
    (e.g. one on a test's fake `LeanBackend`)."""

    def __init__(self, config: LeanConfig | None = None, *, rounds: int = 1,
                 pair_budget_s: float | None = DEFAULT_PAIR_BUDGET_S, runner: LeanRunner | None = None) -> None:
        self.config = config if config is not None else LeanConfig.load()
        self._service = CertificationService(self.config, runner=runner, rounds=rounds, pair_budget_s=pair_budget_s)

    @property
    def runner(self) -> LeanRunner:
        """The Lean runner (made on first use, from the config)."""
        return self._service.runner

    def certify(self, pairs: Iterable[Pair], store: str | Path | None = None,
                retry: Iterable[str] = ()) -> Iterator[PairVerdict]:
        """One verdict per pair, in input order.

        `store`: a directory that keeps the run: `verdicts.jsonl` (appended as pairs settle) and
        `certificates/` (a certificate file per certified or refuted pair, and the manifest). Pairs
        it already holds are not run again; `retry` names verdicts (`unknown`, `both_provable`) to
        settle again. The work is done by this call (the engine runs all pairs' items as one batch;
        the store is written as each pair settles); the iterator then yields the verdicts. A store
        that another run is writing is refused (`BusyError`, naming its pid); a write that fails
        raises `WriteError` naming the file, with everything written before it kept."""
        pairs = list(pairs)
        retry = list(retry)
        bad = sorted(set(retry) - set(RETRYABLE))
        if bad:
            raise UsageError(f"retry: {', '.join(bad)}: choose among {', '.join(RETRYABLE)}")
        if retry and store is None:
            raise UsageError("retry needs a store: the directory whose verdicts to settle again")
        out = certificates = None
        if store is not None:
            folder = Path(store)
            if folder.exists() and not folder.is_dir():
                raise InputError(f"store {folder}: exists and is not a directory")
            folder.mkdir(parents=True, exist_ok=True)
            out, certificates = folder / VERDICTS_FILE, folder / CERTIFICATES_DIR
        done = self._service.certify(pairs, out=out, certificates=certificates, resume=True, retry=retry,
                                     command="paracert.Certifier")
        return iter(done.verdicts)

    def close(self) -> None:
        """Stop this certifier's Lean sessions (they are also stopped at interpreter exit)."""
        self._service.close()

    def __enter__(self) -> Certifier:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()


def check_certificates(directory: str | Path, config: LeanConfig | None = None, *,
                       static_only: bool = False) -> CheckReport:
    """Re-verify a certificate directory: hashes, grammar, forbidden constructs and (unless
    `static_only`) every certificate through Lean with its axioms collected. The default config
    elaborates afresh (no result cache), as `paracert check` does; `report.ok` is the verdict."""
    folder = Path(directory)
    if not folder.is_dir():
        raise InputError(f"{folder}: no such directory (check takes a certificate directory)")
    if config is None:
        config = LeanConfig.load(command_defaults={"cache": False}, command="check")
    runner = None if static_only else LeanRunner(config)
    try:
        return check_directory(folder, runner)
    finally:
        if runner is not None:
            runner.close()


Verdicts = str | Path | Mapping[str, Verdict | str] | Iterable[PairVerdict]


def _verdict_source(verdicts: Verdicts) -> str | Path | Mapping[str, Verdict | str]:
    """A verdicts file / directory or `{item id: verdict}`; certified pairs give theirs by pair_id."""
    if isinstance(verdicts, str | Path | Mapping):
        return verdicts
    out: dict[str, Verdict | str] = {}
    for v in verdicts:
        if not v.pair_id:
            raise InputError(f"verdict of {v.a} vs {v.b}: no pair_id, so it names no item")
        out[v.pair_id] = v.verdict
    return out


def evaluate(dataset: str | Path | Sequence[Variant], providers: Sequence[Provider],
             verdicts: Verdicts | None = None, *, out: str | Path | None = None,
             concurrency: int = 8, use_cache: bool = True) -> Run:
    """Ask every provider every item of `dataset` (a Variant/FormInv JSONL file, a dataset name, or
    Variant records) and write the run directory `out` (default: a new temporary directory).

    `verdicts` (a verdicts file or certify store, `{item_id: verdict}`, or PairVerdicts whose
    pair_id is the item's variant_id) replace the items' verdicts: the report counts only
    certified items unless asked otherwise."""
    if not providers:
        raise UsageError("evaluate needs at least one provider")
    source = _verdict_source(verdicts) if verdicts is not None else None
    notes: list[str] = []
    if isinstance(dataset, str | Path):
        items, path, notes = dataset_items(dataset, source)
        name, dataset_path = str(dataset), str(Path(path).resolve())
    else:
        items, name, dataset_path = list(dataset), "python", None
        if source is not None:
            items, notes = with_verdicts(items, source, source="the given verdicts", dataset="the items")
    folder = Path(out) if out is not None else Path(tempfile.mkdtemp(prefix="paracert-eval-"))
    # verdicts given here are labelled an unverified verdict file in the report (nothing checked them)
    given = (None if source is None else str(source) if isinstance(source, str | Path)
             else "verdicts given to evaluate()")
    run_eval(items, providers, folder, dataset=name, dataset_path=dataset_path, concurrency=concurrency,
             use_cache=use_cache, progress=False, notes=notes, verdicts_file=given)
    return load_run(folder)


def report(run: Run | str | Path, out: str | Path | None = None, *, include: Sequence[str] = (),
           min_fail: int | None = None, unparsed: UnparsedPolicy = "wrong", n_resamples: int = 2000,
           seed: int = 0) -> Report:
    """The figures of a run (accuracy, SCR, information gap, audits, rankings …). With `out`, also
    report.md, report.html, report.json and the PNG plots there (`Report.plots` names them)."""
    loaded = run if isinstance(run, Run) else load_run(run)
    rep, _ = report_run(loaded, out, include=include, min_fail=min_fail, unparsed=unparsed,
                        n_resamples=n_resamples, seed=seed)
    return rep


make_report = report  # its name at the package root (`paracert.report` is the report stage's package)
