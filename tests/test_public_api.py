"""The public API (paracert.api, re-exported by `paracert`) and the protocols at its seams.

No Lean here: `FakeLeanBackend` (a named fake of `paracert.lean.backends.base.LeanBackend`) answers the
items a real `LeanRunner` sends to its pool, and `TrueFalseProvider` (a named fake of
`paracert.llm.providers.Provider`) answers models' questions. mypy checks this file (pyproject
`[tool.mypy] files`), so the fakes must satisfy the protocols. The real-Lean run of the same API
is tests/test_example_lean.py (examples/certify_three_pairs.py).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

import paracert
from paracert.api import Certifier, check_certificates, evaluate, report
from paracert.certify.portfolio import PICK
from paracert.errors import InputError, UsageError
from paracert.lean.backends.base import LeanBackend
from paracert.lean.backends.pool import OnResult, PoolStats
from paracert.lean.config import LeanConfig
from paracert.lean.items import ItemResult, LeanItem, LeanMessage, Status
from paracert.lean.runner import LeanRunner
from paracert.llm.prompt import Prompt
from paracert.llm.providers import Provider, ProviderAnswer
from paracert.statements.pairs import Pair
from paracert.statements.schema import Variant, Verdict

FAKE_VERSION = "Lean (version 4.0.0, fake)"


class FakeLeanBackend:
    """Fake LeanBackend (no Lean): every item elaborates (`ok`), except those whose code holds
    `fails_on`; a portfolio item reports its first member as the one that succeeded (its `trace`
    marker, as Lean prints it); records every item it was given."""

    def __init__(self, fails_on: str | None = None) -> None:
        self.stats = PoolStats()
        self.items: list[LeanItem] = []
        self.closed = 0
        self.fails_on = fails_on

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        self.items += items
        out = []
        for item in items:
            failed = self.fails_on is not None and self.fails_on in item.code
            marker = [LeanMessage(severity="information", text=f"{PICK}0", line=2)] if PICK in item.code else []
            res = ItemResult(item_id=item.item_id, status=Status.error if failed else Status.ok, messages=marker)
            if on_result:
                on_result(res)
            out.append(res)
        return out

    def close(self) -> None:
        self.closed += 1


class TrueFalseProvider:
    """Fake Provider (no model): answers TRUE to canonical items and to variants v0, v2; FALSE else."""

    name = "fake:true-false"
    model = "true-false"

    def parameters(self) -> dict[str, Any]:
        return {}

    async def answer(self, prompt: Prompt, item: Variant) -> ProviderAnswer:
        return ProviderAnswer(text="FALSE" if item.variant_id == "v1" else "TRUE")


def fake_runner(backend: LeanBackend) -> LeanRunner:
    """A real LeanRunner whose sessions are `backend` (no cache, no daemon, a fixed Lean version)."""
    runner = LeanRunner(LeanConfig(launcher="wasm", cache=False, mode="session", backend="local", daemon=False),
                        backend=backend)
    runner._version = FAKE_VERSION  # the launcher is never asked
    return runner


PAIRS = [Pair(a=f"{k} + 1 = {k + 1}", b=f"{k + 1} = 1 + {k}", family="swap", pair_id=f"v{k}") for k in range(3)]


def test_the_fakes_satisfy_the_protocols() -> None:
    backend: LeanBackend = FakeLeanBackend()  # mypy checks these two assignments
    provider: Provider = TrueFalseProvider()
    assert isinstance(provider, Provider)  # Provider is runtime-checkable
    assert backend.stats.items == 0


def test_a_runner_sends_its_session_items_to_the_backend_it_was_given() -> None:
    backend = FakeLeanBackend(fails_on="False")
    runner = fake_runner(backend)
    results = runner.run([LeanItem(item_id="a", code="example : True := trivial"),
                          LeanItem(item_id="b", code="example : False := sorry")])
    assert [(r.item_id, r.status) for r in results] == [("a", Status.ok), ("b", Status.error)]
    assert [i.item_id for i in backend.items] == ["a", "b"]
    runner.close()
    assert backend.closed == 1


def test_certifier_writes_its_store_resumes_from_it_and_retries_on_request(tmp_path: Path) -> None:
    backend = FakeLeanBackend()
    store = tmp_path / "store"
    with Certifier(LeanConfig(), runner=fake_runner(backend)) as certifier:
        verdicts = list(certifier.certify(PAIRS, store=store))
        assert [v.pair_id for v in verdicts] == ["v0", "v1", "v2"]
        assert all(v.verdict == Verdict.certified and v.lean_version == FAKE_VERSION for v in verdicts)
        lines = (store / "verdicts.jsonl").read_text(encoding="utf-8").splitlines()
        assert sorted(json.loads(line)["pair_id"] for line in lines) == ["v0", "v1", "v2"]
        manifest = json.loads((store / "certificates" / "manifest.json").read_text(encoding="utf-8"))
        assert len(manifest["certificates"] if isinstance(manifest, dict) else manifest) == 3
        sent = len(backend.items)
        again = list(certifier.certify(PAIRS, store=store))  # all settled in the store: no Lean item
        assert len(backend.items) == sent and again == verdicts
        with pytest.raises(UsageError, match="retry"):
            certifier.certify(PAIRS, store=store, retry=["certified"])
        with pytest.raises(UsageError, match="needs a store"):
            certifier.certify(PAIRS, retry=["unknown"])


def test_certifier_without_a_store_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    verdicts = list(Certifier(runner=fake_runner(FakeLeanBackend())).certify(PAIRS[:1]))
    assert len(verdicts) == 1 and list(tmp_path.iterdir()) == []


def test_check_certificates_statically_and_refuses_a_missing_directory(tmp_path: Path) -> None:
    store = tmp_path / "store"
    list(Certifier(runner=fake_runner(FakeLeanBackend())).certify(PAIRS, store=store))
    rep = check_certificates(store / "certificates", static_only=True)
    assert rep.certificates == 3 and rep.lean_version == FAKE_VERSION
    with pytest.raises(InputError, match="no such directory"):
        check_certificates(tmp_path / "nope", static_only=True)


def _items() -> list[Variant]:
    canonical = [Variant(theorem_id=f"t{k}", variant_id=f"t{k}-c", family="canonical", nl=f"{k} + 1 = {k + 1}?",
                         ground_truth=True, verdict=Verdict.canonical) for k in range(3)]
    variants = [Variant(theorem_id=f"t{k}", variant_id=f"v{k}", family="swap", nl=f"{k + 1} = 1 + {k}?",
                        ground_truth=True) for k in range(3)]
    return canonical + variants


def test_evaluate_then_report_with_the_verdicts_of_a_certification(tmp_path: Path) -> None:
    verdicts = list(Certifier(runner=fake_runner(FakeLeanBackend())).certify(PAIRS))
    run = evaluate(_items(), [TrueFalseProvider(), paracert.always_true()], verdicts=verdicts, out=tmp_path / "run")
    assert {v.variant_id: v.verdict for v in run.items if v.family == "swap"} == \
        {"v0": Verdict.certified, "v1": Verdict.certified, "v2": Verdict.certified}
    assert len(run.responses) == 2 * 6
    rep = report(run, out=tmp_path / "run", n_resamples=50)
    assert len(rep.models) == 2
    row = {r.model: r for r in rep.models}["true-false"]
    assert row.accuracy is not None and 0 < row.accuracy < 1  # one wrong answer of six
    assert (tmp_path / "run" / "report.md").is_file() and (tmp_path / "run" / "report.json").is_file()
    assert rep.coverage.n_items_in_metrics > 0
    with pytest.raises(UsageError, match="at least one provider"):
        evaluate(_items(), [])


def test_the_package_root_re_exports_the_api() -> None:
    assert paracert.__all__ == ["__version__", *paracert._EXPORTS]
    assert paracert.Certifier is Certifier and paracert.make_report is report
    assert paracert.LeanConfig is LeanConfig and paracert.Pair is Pair
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        paracert.nope  # noqa: B018


def test_docs_api_snippets_compile_and_import_only_public_names() -> None:
    doc = (Path(__file__).resolve().parents[1] / "docs" / "api.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", doc, flags=re.S)
    assert len(blocks) >= 4
    for block in blocks:
        compile(block, "docs/api.md", "exec")
        for names in re.findall(r"^from paracert import (.+)$", block, flags=re.M):
            assert set(names.replace(" ", "").split(",")) <= set(paracert.__all__), names
    undocumented = [name for name in paracert.__all__ if not re.search(rf"`{name}\b", doc)]
    assert undocumented == ["__version__"]
