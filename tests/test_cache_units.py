"""Units of the Lean result cache and `paracert cache verify|clear|info` (no Lean: the runner here is a
fake, named as such; the real-Lean poisoned-run test is tests/test_cache_poison_real.py)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from tests.conftest import run_cli

from paracert.lean.backends.session import session_program_digest
from paracert.lean.cache import ResultCache, result_key
from paracert.lean.cli.cache_commands import verify
from paracert.lean.items import ErrorCategory, ItemResult, LeanMessage, Status
from paracert.lean.launch.profile import get_profile

VERSION = "Lean (version 4.28.0-pre, fake)"


class FakeRunner:
    """Fake (no Lean): answers each item from `answers` (code -> status), ok by default."""

    def __init__(self, answers: dict[str, Status] | None = None) -> None:
        self.lean_version = VERSION
        self.answers = answers or {}
        self.ran: list = []
        self.closed = False

    def run(self, items, progress=None):
        self.ran += items
        return [ItemResult(item_id=i.item_id, status=self.answers.get(i.code, Status.ok),
                           category=ErrorCategory.tactic if self.answers.get(i.code) == Status.error else None)
                for i in items]

    def close(self) -> None:
        self.closed = True


def _put(cache: ResultCache, code: str, result: ItemResult, version: str = VERSION) -> str:
    key = result_key(version, get_profile("core").digest, 1000, code, f"session:{session_program_digest()}")
    cache.put(key, result)
    return key


def test_entries_keep_the_preimage_of_their_key(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite")
    key = _put(cache, "theorem t : True := trivial", ItemResult(item_id="x", status=Status.ok))
    entry = cache.entry(key)
    assert entry is not None and entry.fields is not None
    assert entry.fields["code"] == "theorem t : True := trivial" and entry.fields["heartbeats"] == 1000
    # a preimage edited in the file no longer hashes to the key: not usable
    db = sqlite3.connect(str(tmp_path / "c.sqlite"))
    db.execute("UPDATE preimages SET payload = replace(payload, 'True', 'False')")
    db.commit()
    assert cache.entry(key).fields is None  # type: ignore[union-attr]


def test_the_key_holds_everything_that_decides_a_result() -> None:
    base = dict(lean_version="v", profile_digest="p", heartbeats=1, code="c", mode="session:x", collect_axioms=())
    keys = {result_key(**base)}
    for field, other in [("lean_version", "w"), ("profile_digest", "q"), ("heartbeats", 2), ("code", "d"),
                         ("mode", "batch"), ("mode", "session:y"), ("mode", "term:session:x"),
                         ("collect_axioms", ("t",))]:
        keys.add(result_key(**{**base, field: other}))
    assert len(keys) == 9


def test_verify_reruns_and_reports_a_forged_result(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite")
    good = _put(cache, "theorem a : 1 = 1 := rfl", ItemResult(item_id="a", status=Status.ok))
    forged = _put(cache, "theorem b : 1 = 2 := rfl", ItemResult(item_id="b", status=Status.ok))  # a lie
    old = _put(cache, "theorem c : 2 = 2 := rfl", ItemResult(item_id="c", status=Status.ok), version="Lean 4.0")
    fake = FakeRunner({"theorem b : 1 = 2 := rfl": Status.error})
    report = verify(cache, None, 0, lambda profile, mode: fake)
    assert report["rerun"] == 2 and report["differ"] == 1 and not report["ok"]
    assert [p["key"] for p in report["problems"]] == [forged] and report["problems"][0]["fields"][:2] == \
        ["status", "category"]
    assert report["skipped"] == {"other_environment": 1} and fake.closed
    assert {i.code for i in fake.ran} == {"theorem a : 1 = 1 := rfl", "theorem b : 1 = 2 := rfl"}
    assert good != old


def test_verify_sample_is_seeded_and_bounded(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite")
    for n in range(30):
        _put(cache, f"theorem t{n} : {n} = {n} := rfl", ItemResult(item_id="x", status=Status.ok))
    pick = [e.key for e in cache.sample(5, seed=7)]
    assert len(pick) == 5 and pick == [e.key for e in cache.sample(5, seed=7)]
    assert pick != [e.key for e in cache.sample(5, seed=8)]
    report = verify(cache, 5, 7, lambda profile, mode: FakeRunner())
    assert report["sampled"] == 5 and report["rerun"] == 5 and report["ok"]


def test_verify_never_runs_code_that_runs_code(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite")
    _put(cache, '#eval IO.println "pwned"', ItemResult(item_id="x", status=Status.ok))
    _put(cache, "macro_rules | `(tactic| decide) => `(tactic| trivial)", ItemResult(item_id="z", status=Status.ok))
    options = "theorem t : True := by\n  set_option simprocs false in trivial"  # paracert's own proofs do this
    _put(cache, options, ItemResult(item_id="y", status=Status.ok))
    fake = FakeRunner()
    report = verify(cache, None, 0, lambda profile, mode: fake)
    assert [i.code for i in fake.ran] == [options]
    assert report["skipped"] == {"refused": 2} and report["ok"]


def test_messages_compared_without_fresh_name_counters() -> None:
    from paracert.lean.cli.cache_commands import differences

    a = ItemResult(item_id="a", status=Status.error, messages=[LeanMessage(severity="error", text="?m.12 x✝1")])
    b = ItemResult(item_id="b", status=Status.error, messages=[LeanMessage(severity="error", text="?m.40 x✝3")])
    c = ItemResult(item_id="c", status=Status.error, messages=[LeanMessage(severity="error", text="other")])
    assert differences(a, b) == [] and differences(a, c) == ["messages"]


def test_cli_clear_and_info_json(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    cache = ResultCache(path)
    _put(cache, "theorem t : True := trivial", ItemResult(item_id="x", status=Status.ok))
    cache.close()
    info = run_cli("cache", "info", "--cache-file", str(path), "--json")
    assert info.returncode == 0 and json.loads(info.stdout) == {"cache": str(path), "entries": 1, "verifiable": 1}
    out = run_cli("cache", "clear", "--cache-file", str(path), "--json")
    assert out.returncode == 0 and json.loads(out.stdout) == {"cache": str(path), "removed": 1}
    assert len(ResultCache(path)) == 0
    missing = run_cli("cache", "verify", "--cache-file", str(tmp_path / "none.sqlite"), "--json")
    assert missing.returncode == 0 and json.loads(missing.stdout)["entries"] == 0
    bad = run_cli("cache", "verify", "--cache-file", str(tmp_path), "--json")
    assert bad.returncode == 2 and "not a regular file" in bad.stderr.decode()
    zero = run_cli("cache", "verify", "--sample", "0")
    assert zero.returncode == 2 and "--sample" in zero.stderr.decode()
