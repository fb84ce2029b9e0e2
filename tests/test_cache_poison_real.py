"""A poisoned run leaves nothing in the Lean result cache that changes a later clean run,
through the real Lean: ONE session runner with a fresh cache file.

1. the poisoned run: every snippet / file attack of tests/adversarial/attacks.jsonl (untrusted items)
   and clean control items in one `runner.run`, then `certify_pairs` on attack statements mixed with
   clean pairs, all through the cache;
2. nothing any guard refused is in the cache (by its key's preimage);
3. the clean pairs and controls again through that cache give exactly what they give with no cache;
4. `paracert cache verify --all`'s check (lean.cache_commands.verify) re-runs every cached entry
   through Lean and finds no difference.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from paracert.certify.engine import certify_pairs
from paracert.lean import LeanItem, LeanRunner, Status
from paracert.lean.cache import ResultCache
from paracert.lean.cli.cache_commands import verify
from paracert.lean.config import LeanConfig
from paracert.lean.text.guard import untrusted_reason
from paracert.statements.pairs import Pair

pytestmark = [pytest.mark.lean, pytest.mark.slow]

ROWS = [json.loads(line) for line in
        (Path(__file__).parent / "adversarial" / "attacks.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()]
CONTROLS = [
    ("decide_false", "theorem t : 2 + 2 = 5 := by decide"),
    ("iff_rfl", "theorem t : (1 = 2) ↔ True := Iff.rfl"),
    ("simp_false", "theorem t : (2 : Nat) + 2 = 5 := by simp"),
    ("dvd", "theorem t : 3 ∣ 6 := ⟨2, rfl⟩"),
]
CLEAN_PAIRS = [
    Pair(a="1 = 2", b="True", pair_id="one-two"),  # a forged `certified`
    Pair(a="2 + 2 = 4", b="2 + 2 = 5", pair_id="off-by-one"),
    Pair(a="∀ n : Nat, n ≥ 6 → n > 5", b="∀ n : Nat, 6 ≤ n → 5 < n", pair_id="order"),
]
ATTACK_PAIRS = [Pair(a=r["text"], b="True", pair_id=r["id"]) for r in ROWS if r["entry"] == "statement"][:20]


class Shared:
    """The test's runner without its cache, for verify (which closes what it is given: not this one)."""

    def __init__(self, runner: LeanRunner) -> None:
        self.runner = runner
        self.lean_version = runner.lean_version

    def run(self, items, progress=None):
        cache, self.runner.cache = self.runner.cache, None
        try:
            return self.runner.run(items)
        finally:
            self.runner.cache = cache

    def close(self) -> None:
        pass


def _verdicts(pairs: list[Pair], runner: LeanRunner) -> list[tuple]:
    return [(v.pair_id, v.verdict.value, v.statement_kind, v.tactic, v.certificate)
            for v in certify_pairs(pairs, runner)]


@pytest.fixture(scope="module")
def poisoned(lean_required, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("poison")
    cache = ResultCache(tmp / "lean-results.sqlite")
    runner = LeanRunner(LeanConfig(mode="session", pool_size=1, item_timeout=120), cache=cache, work_dir=tmp)
    items = [LeanItem(item_id=f"r{n}", code=r["text"], untrusted=True) for n, r in enumerate(ROWS)
             if r["entry"] != "statement"]
    items += [LeanItem(item_id=f"control:{k}", code=code) for k, code in CONTROLS]
    first = {r.item_id: r for r in runner.run(items)}
    mixed = _verdicts(ATTACK_PAIRS + CLEAN_PAIRS, runner)
    return {"runner": runner, "cache": cache, "first": first, "mixed": mixed, "items": items}
    # not closed: sessions are handed on (tests/plugins/lean_scheduler.py)


def test_nothing_refused_is_cached(poisoned) -> None:
    cache: ResultCache = poisoned["cache"]
    refused = {it.code for it in poisoned["items"] if poisoned["first"][it.item_id].status == Status.rejected}
    assert refused  # the corpus holds attacks the guard refuses
    entries = cache.sample(None)
    assert entries and all(e.fields is not None for e in entries)
    cached_code = {e.fields["code"] for e in entries}  # type: ignore[index]
    assert not cached_code & refused
    assert all(untrusted_reason(c) is None for c in cached_code if c in {it.code for it in poisoned["items"]})


def test_a_clean_run_through_the_poisoned_cache_is_the_clean_run(poisoned) -> None:
    runner: LeanRunner = poisoned["runner"]
    controls = [LeanItem(item_id=f"again:{k}", code=code) for k, code in CONTROLS]
    through_cache = _verdicts(CLEAN_PAIRS, runner)
    cached_controls = [(r.status, r.cached) for r in runner.run(controls)]
    cache, runner.cache = runner.cache, None
    try:
        alone = _verdicts(CLEAN_PAIRS, runner)
        fresh_controls = [r.status for r in runner.run(controls)]
    finally:
        runner.cache = cache
    assert through_cache == alone
    assert poisoned["mixed"][-len(CLEAN_PAIRS):] == alone  # mixed with attacks: the same as alone
    assert [s for s, _ in cached_controls] == fresh_controls == [Status.error, Status.error, Status.error, Status.ok]
    assert all(cached for _, cached in cached_controls)
    assert dict((p, v) for p, v, *_ in alone)["one-two"] != "certified"


def test_cache_verify_reruns_every_entry_and_finds_no_difference(poisoned) -> None:
    report = verify(poisoned["cache"], None, 0, lambda profile, mode: Shared(poisoned["runner"]))
    assert report["rerun"] > 0 and report["ok"], report["problems"][:3]
    assert report["rerun"] + sum(report["skipped"].values()) == report["sampled"] == len(poisoned["cache"])
