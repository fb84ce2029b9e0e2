"""One certification service (paracert.certify.service) behind every entry point.

No Lean here: `FakeLeanBackend` (tests/test_public_api.py, a named fake of the session backend)
answers the items. What is pinned: the engine has one call site in the package; the API, the CLI,
the demo and the robustness run reach certification only through the service; the service holds
the outputs' locks for the whole call, the pairs the reading settles included (the API wrote them
after the lock was released); one pair_id names one pair also for the API; the demo writes its
verdicts and certificates through the store (locked, atomic, resumable format).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from paracert.api import Certifier
from paracert.certify.locks import OutputLock
from paracert.certify.run_state import VerdictLog
from paracert.certify.service import CertificationService, NotAProposition
from paracert.certify.store import load_manifest
from paracert.errors import BusyError, UsageError
from paracert.report.demo import certify_substrate
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from test_public_api import FakeLeanBackend, fake_runner

PACKAGE = Path(__file__).resolve().parents[1] / "python" / "paracert"
PAIRS = [Pair(a=f"{k} + 1 = {k + 1}", b=f"{k + 1} = 1 + {k}", family="swap", pair_id=f"s{k}") for k in range(3)]


def _importers_of(module: str, name: str) -> list[str]:
    """The package's modules that import `name` from `module` (or import `module` whole)."""
    out = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == module and any(a.name == name for a in node.names):
                out.append(str(path.relative_to(PACKAGE)))
            elif isinstance(node, ast.Import) and any(a.name == module for a in node.names):
                out.append(str(path.relative_to(PACKAGE)))
    return sorted(set(out))


def test_the_engine_has_one_call_site() -> None:
    assert _importers_of("paracert.certify.engine", "certify_pairs") == ["certify/service.py"]


@pytest.mark.parametrize("module", ["api.py", "certify/commands.py", "report/demo.py", "report/commands.py",
                                    "robustness/equivalence.py"])
def test_each_entry_point_certifies_through_the_service(module: str) -> None:
    text = (PACKAGE / module).read_text(encoding="utf-8")
    assert "CertificationService" in text
    assert "certify_pairs" not in text and "prepare_pairs" not in text, f"{module} assembles certification itself"


def test_the_service_settles_every_pair_and_writes_its_outputs(tmp_path: Path) -> None:
    backend = FakeLeanBackend()
    service = CertificationService(runner=fake_runner(backend))
    out, certs = tmp_path / "v.jsonl", tmp_path / "certs"
    done = service.certify(PAIRS, out=out, certificates=certs)
    assert [v.pair_id for v in done.verdicts] == ["s0", "s1", "s2"]
    assert all(v.verdict == Verdict.certified for v in done.verdicts)
    assert len(VerdictLog.open(out, resume=True).done) == 3
    assert len(load_manifest(certs).certificates) == 3
    n_items = len(backend.items)
    again = service.certify(PAIRS, out=out, certificates=certs, resume=True)  # resumed: no Lean
    assert len(backend.items) == n_items and [v.verdict for v in again.verdicts] == [v.verdict for v in done.verdicts]


def test_a_locked_store_is_refused_before_any_lean_work(tmp_path: Path) -> None:
    backend = FakeLeanBackend()
    lock = OutputLock(tmp_path / "store" / "verdicts.jsonl", "--out")
    (tmp_path / "store").mkdir()
    lock.acquire()
    try:
        with pytest.raises(BusyError), Certifier(runner=fake_runner(backend)) as certifier:
            list(certifier.certify(PAIRS, store=tmp_path / "store"))
    finally:
        lock.release()
    assert backend.items == []


def test_the_reading_s_verdicts_are_written_under_the_lock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Mathlib-syntax pair whose header is refused is settled by the reading; its line is written
    while the service still holds the outputs' locks (the API wrote it after releasing them)."""
    import paracert.certify.service as service_module

    held: list[bool] = []
    real = service_module.record_settled

    def recording(path, verdicts, **kw):  # type: ignore[no-untyped-def]
        other = OutputLock(path, "--out")  # another writer of the same verdicts file
        try:
            other.acquire()
        except BusyError:
            held.append(True)
        else:
            other.release()
            held.append(False)
        return real(path, verdicts, **kw)

    monkeypatch.setattr(service_module, "record_settled", recording)
    bad = Pair(a="theorem t : 1 = 1 := sorry", b="theorem t : 1 = 1 := sorry", header="import Foo", pair_id="m")
    with Certifier(runner=fake_runner(FakeLeanBackend())) as certifier:
        verdicts = list(certifier.certify([*PAIRS[:1], bad], store=tmp_path / "store"))
    assert [v.verdict for v in verdicts] == [Verdict.certified, Verdict.invalid_statement]
    assert held == [True]
    lines = VerdictLog.open(tmp_path / "store" / "verdicts.jsonl", resume=True)
    assert {v.pair_id for v in lines.done.values()} == {"s0", "m"}


def test_one_pair_id_one_pair_for_the_api_too(tmp_path: Path) -> None:
    twin = PAIRS[1].model_copy(update={"pair_id": "s0"})
    with pytest.raises(UsageError, match="pair_id 's0' already names a different pair"), \
            Certifier(runner=fake_runner(FakeLeanBackend())) as certifier:
        list(certifier.certify([PAIRS[0], twin]))


def test_one_pair_that_is_not_a_proposition_is_a_usage_error() -> None:
    backend = FakeLeanBackend(fails_on="2 = 2")  # B's statement checks fail
    service = CertificationService(runner=fake_runner(backend))
    with pytest.raises(NotAProposition) as caught:
        service.certify([Pair(a="1 = 1", b="2 = 2")], one_pair=True)
    assert len(caught.value.lines) == 1 and caught.value.lines[0].startswith("B is not a closed, well-formed")
    # in a batch the same pair is settled with its own verdict instead
    (v,) = CertificationService(runner=fake_runner(FakeLeanBackend(fails_on="2 = 2"))).certify(
        [Pair(a="1 = 1", b="2 = 2")]).verdicts
    assert v.verdict != Verdict.certified


def test_the_demo_writes_its_outputs_through_the_store(tmp_path: Path) -> None:
    service = CertificationService(runner=fake_runner(FakeLeanBackend()))
    first = certify_substrate(tmp_path, service, PAIRS)
    assert [v.pair_id for v in first] == ["s0", "s1", "s2"]
    assert len(load_manifest(tmp_path / "certificates").certificates) == 3
    # a second run in the same folder rewrites both (no stale certificate of an earlier run stays)
    second = certify_substrate(tmp_path, service, PAIRS[:1])
    assert [v.pair_id for v in second] == ["s0"]
    assert len(load_manifest(tmp_path / "certificates").certificates) == 1
    assert len(VerdictLog.open(tmp_path / "verdicts.jsonl", resume=True).done) == 1
