"""Faults of inputs, caches, Lean processes and verdict provenance, each automated (no Lean here:
fakes and injected errors stand in for it). docs/guarantees.md lists each scenario with its test.

* input readers: JSON nested 10,000 deep, a line over the size cap, a file streamed (memory near
  its longest line, not its size), many refused lines told once per reason with a count;
* caches (the Lean result cache and the model response cache): corrupt, truncated, read-only,
  locked, a full disk: an error naming the file and what to do, or a warning and a run without it;
  never an sqlite3 traceback;
* the daemon's key does not depend on the working directory; how a Lean ended is told from its
  signal or exit code, never guessed; a summary counts crashes that were retried;
* `paracert eval --verdicts`: "certified by Lean" only for verdicts backed by a certificate
  directory that `paracert check` verifies; anything else is labelled an unverified verdict file.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import tracemalloc
from pathlib import Path

import pytest

from paracert.cli import main
from paracert.errors import InputError, WriteError, json_loads, jsonl_objects, sqlite_problem, text_lines
from paracert.lean.cache import ResultCache, ResultCacheError, open_for_run, result_key
from paracert.lean.items import ItemResult, Status
from paracert.llm.answer_cache import CacheError, ResponseCache


def run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "Traceback" not in out
    return code, out, err


# ---- input readers ------------------------------------------------------------------------------


def test_deep_json_is_an_input_error_naming_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "deep.jsonl"
    path.write_text('{"a": "x"}\n' + '{"a": ' + "[" * 10_000 + "]" * 10_000 + "}\n")
    with pytest.raises(InputError, match=rf"{path}:2: JSON nested deeper than 200 levels"):
        list(jsonl_objects(path))


def test_depth_bound_is_exact_and_not_fooled_by_brackets_in_strings() -> None:
    assert json_loads("[" * 200 + "]" * 200, "x") is not None
    with pytest.raises(InputError, match="x: JSON nested deeper than 200"):
        json_loads("[" * 201 + "]" * 201, "x")
    text = json.dumps({"a": "[" * 5000})  # brackets inside a string are not nesting
    assert json_loads(text, "x") == {"a": "[" * 5000}


def test_a_line_over_the_cap_is_refused_without_reading_it_whole(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("PARACERT_MAX_LINE_BYTES", "4096")
    path = tmp_path / "huge.jsonl"
    path.write_text('{"a": "ok"}\n' + '{"a": "' + "x" * 20_000_000 + '"}\n')
    tracemalloc.start()
    try:
        with pytest.raises(InputError, match=rf"{path}:2: line longer than 4,096 bytes"):
            list(jsonl_objects(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 2_000_000, peak  # the 20 MB line was never held


def test_a_file_is_streamed_memory_near_its_longest_line(tmp_path: Path) -> None:
    path = tmp_path / "many.jsonl"
    line = json.dumps({"a": "y" * 200}) + "\n"
    path.write_text(line * 100_000)  # 21 MB
    tracemalloc.start()
    try:
        n = sum(1 for _ in text_lines(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert n == 100_000
    assert peak < 1_000_000, peak


def test_utf8_offsets_are_file_offsets_when_streamed(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b'{"a": 1}\n{"a": "caf\xe9"}\n')
    with pytest.raises(InputError, match=r"bad\.jsonl:2: not UTF-8 \(invalid byte 0xe9 at offset 19\)"):
        list(text_lines(path))


def test_deep_verdict_file_and_run_json_are_input_errors(tmp_path: Path) -> None:
    from paracert.evaluation.inputs import load_verdicts

    whole = tmp_path / "v.json"
    whole.write_text('{"x":\n' + "[" * 10_000 + "]" * 10_000 + "}\n")  # one JSON object over lines
    with pytest.raises(InputError, match="JSON nested deeper than 200"):
        load_verdicts(whole)


# ---- the Lean result cache ----------------------------------------------------------------------


def _filled_cache(path: Path, n: int = 2000) -> list[str]:
    cache = ResultCache(path)
    keys = [result_key("v", "p", 1, f"code {i} " * 20) for i in range(n)]
    for i, key in enumerate(keys):
        cache.put(key, ItemResult(item_id=str(i), status=Status.ok))
    cache._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    cache.close()
    return keys


@pytest.mark.parametrize("damage", ("garbage", "truncated_header", "truncated_third"))
def test_corrupt_or_truncated_result_cache_warns_and_runs_without(tmp_path: Path, caplog, damage) -> None:
    good = tmp_path / "good.sqlite"
    _filled_cache(good)
    data = good.read_bytes()
    bad = tmp_path / "bad.sqlite"
    bad.write_bytes({"garbage": b"not a database\n" * 50, "truncated_header": data[:50],
                     "truncated_third": data[: len(data) // 3]}[damage])
    with pytest.raises(ResultCacheError, match=rf"Lean result cache {bad}: corrupt .*delete it"):
        ResultCache(bad)
    with caplog.at_level(logging.WARNING):
        assert open_for_run(bad) is None
    assert f"Lean result cache {bad}: corrupt" in caplog.text and "running without it" in caplog.text


def _read_only_connect(monkeypatch: pytest.MonkeyPatch) -> None:
    """sqlite opens every file read-only (as a file without write permission would be for a non-root
    user; the tests may run as root, who could write it anyway)."""
    real = sqlite3.connect

    def connect(database, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        kwargs.pop("uri", None)
        return real(f"file:{database}?mode=ro", *args, uri=True, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", connect)


def test_read_only_result_cache_is_found_at_open(tmp_path: Path, monkeypatch, caplog) -> None:
    path = tmp_path / "c.sqlite"
    _filled_cache(path, 10)
    _read_only_connect(monkeypatch)
    with pytest.raises(ResultCacheError, match=rf"{path}: cannot be opened for writing .*writable"):
        ResultCache(path)
    with caplog.at_level(logging.WARNING):
        assert open_for_run(path) is None
    assert "running without it" in caplog.text


def test_cache_cli_names_an_unusable_file(capsys, tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    _filled_cache(path, 50)
    data = path.read_bytes()
    path.write_bytes(data[:40])
    code, _, err = run(capsys, "cache", "info", "--cache-file", path)
    assert code == 2 and f"--cache-file {path}: not a paracert result cache" in err


class _FailingDb:
    """An sqlite connection whose statements fail with `exc` (an injected full disk or lock)."""

    def __init__(self, real: sqlite3.Connection, exc: sqlite3.Error) -> None:
        self.real, self.exc = real, exc

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
        if sql.lstrip().upper().startswith(("INSERT", "SELECT")):
            raise self.exc
        return self.real.execute(sql, *args)

    def commit(self) -> None:
        self.real.commit()

    def close(self) -> None:
        self.real.close()


def test_result_cache_failures_mid_run(tmp_path: Path, caplog) -> None:
    path = tmp_path / "c.sqlite"
    keys = _filled_cache(path, 10)
    cache = ResultCache(path)
    cache._db = _FailingDb(cache._db, sqlite3.OperationalError("database or disk is full"))  # type: ignore[assignment]
    with pytest.raises(WriteError, match=rf"cannot write {path}: no space left on the device .*free space"):
        cache.put(keys[0], ItemResult(item_id="0", status=Status.ok))
    cache._db = _FailingDb(cache._db.real, sqlite3.DatabaseError("database disk image is malformed"))  # type: ignore[attr-defined]
    with caplog.at_level(logging.WARNING):
        assert cache.get(keys[1]) is None
        assert cache.get(keys[2]) is None
    assert caplog.text.count("running the rest without it") == 1  # warned once, then off
    cache.put(keys[3], ItemResult(item_id="3", status=Status.ok))  # off: not written, no error
    cache.close()


def test_sqlite_problem_kinds() -> None:
    def err(text: str) -> sqlite3.OperationalError:
        return sqlite3.OperationalError(text)

    assert sqlite_problem(err("database or disk is full"))[0] == "full"
    assert sqlite_problem(err("database is locked"))[0] == "locked"
    assert sqlite_problem(err("attempt to write a readonly database"))[0] == "read_only"
    assert sqlite_problem(sqlite3.DatabaseError("file is not a database"))[0] == "corrupt"
    assert sqlite_problem(OSError(28, "No space left on device"))[0] == "full"
    assert sqlite_problem(OSError(30, "Read-only file system"))[0] == "read_only"


# ---- the model response cache (eval, ask) -------------------------------------------------------


def _dataset(tmp_path: Path) -> Path:
    path = tmp_path / "items.jsonl"
    rows = [{"variant_id": f"t{i}:canonical", "theorem_id": f"t{i}", "family": "canonical", "nl": f"claim {i}",
             "ground_truth": True, "verdict": "canonical"} for i in range(3)]
    rows += [{"variant_id": f"t{i}:neg", "theorem_id": f"t{i}", "family": "neg", "nl": f"not claim {i}",
              "ground_truth": True, "verdict": "unknown"} for i in range(3)]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def test_eval_with_a_corrupt_response_cache_names_it(capsys, tmp_path: Path) -> None:
    cache = tmp_path / "cache.sqlite"
    cache.write_bytes(b"not a database\n" * 100)
    code, _, err = run(capsys, "eval", _dataset(tmp_path), "--provider", "always_true", "--out", tmp_path / "run",
                       "--cache", cache, "--no-progress", "--no-report")
    assert code == 2
    assert f"{cache}: not a usable response cache: corrupt" in err and "delete it" in err


def test_eval_on_a_full_disk_says_so_not_delete_it(capsys, tmp_path: Path, monkeypatch) -> None:
    real_put = ResponseCache.put

    def full_put(self, key, **kwargs):  # noqa: ANN001, ANN003, ANN202
        self._db = _FailingDb(self._db, sqlite3.OperationalError("database or disk is full"))
        try:
            return real_put(self, key, **kwargs)
        finally:
            self._db = self._db.real

    monkeypatch.setattr(ResponseCache, "put", full_put)
    cache = tmp_path / "cache.sqlite"
    code, _, err = run(capsys, "eval", _dataset(tmp_path), "--provider", "always_true", "--out", tmp_path / "run",
                       "--cache", cache, "--no-progress", "--no-report")
    assert code == 1, err
    assert f"cannot write {cache}: no space left on the device" in err
    assert "delete it" not in err and "not a usable" not in err


def test_read_only_response_cache_is_an_error_naming_it(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "cache.sqlite"
    ResponseCache(path).close()
    _read_only_connect(monkeypatch)
    with pytest.raises(CacheError, match=rf"{path}: response cache: cannot be opened for writing .*writable"):
        ResponseCache(path)


def test_response_cache_read_failure_warns_once_and_goes_on(tmp_path: Path, caplog) -> None:
    cache = ResponseCache(tmp_path / "cache.sqlite")
    cache._db = _FailingDb(cache._db, sqlite3.DatabaseError("database disk image is malformed"))  # type: ignore[assignment]
    with caplog.at_level(logging.WARNING):
        assert cache.get("k1") is None
        assert cache.get("k2") is None
    assert caplog.text.count("asking without it") == 1
    cache.close()


# ---- Lean processes: what killed one, crashes retried, the daemon's key --------------------------


def test_a_retried_crash_is_counted_in_the_summary(tmp_path: Path) -> None:
    """Two sessions die under items that are then retried and answered: the run's BatchStats and the
    certify summary say so (it used to say "0 crashed" and nothing else)."""
    from conftest import FakeSessionLauncher
    from paracert.certify.commands import lean_line, run_summary
    from paracert.lean.backends.pool import SessionPool
    from paracert.lean.config import LeanConfig
    from paracert.lean.items import LeanItem
    from paracert.lean.launch.profile import LeanProfile
    from paracert.lean.runner import LeanRunner

    profile = LeanProfile(name="bare")
    pool = SessionPool(FakeSessionLauncher(), profile, 1, tmp_path)
    runner = LeanRunner(LeanConfig(cache=False, mode="session", daemon=False), launcher=FakeSessionLauncher(),
                        profile=profile, work_dir=tmp_path, backend=pool)
    try:
        items = [LeanItem(item_id="a", code="theorem a : True := trivial"),
                 LeanItem(item_id="b", code=f"theorem b : CRASH_ONCE:{tmp_path / 'b.mark'}"),
                 LeanItem(item_id="c", code="theorem c : True := trivial"),
                 LeanItem(item_id="d", code=f"theorem d : CRASH_ONCE:{tmp_path / 'd.mark'}")]
        results = runner.run(items)
    finally:
        runner.close()
    assert [r.status for r in results] == [Status.ok] * 4
    stats = runner.history[-1]
    assert (stats.crashes, stats.crashes_retried) == (0, 2)
    summary = run_summary([], runner.history, 1.0)
    assert "0 crashed, 2 retried after a Lean crash" in lean_line(summary)


@pytest.mark.parametrize(("returncode", "how"), [
    (-9, "was killed by signal 9 (SIGKILL)"),
    (137, "was killed by signal 9 (SIGKILL; exit code 137 from its wrapper)"),
    (-11, "was killed by signal 11 (SIGSEGV)"),
    (1, "exited with code 1"),
])
def test_exit_reporting_tells_signal_and_code_and_guesses_nothing(returncode: int, how: str) -> None:
    from paracert.lean.launch.exits import DURING_STARTUP, LeanExit

    ended = LeanExit.of(returncode, [])
    assert ended.how() == how
    assert "likely" not in ended.describe(DURING_STARTUP) and "memory" not in ended.describe(DURING_STARTUP)


def test_daemon_key_does_not_depend_on_the_working_directory(tmp_path: Path, monkeypatch) -> None:
    """`equiv` from three folders must find one daemon: the key holds what decides results only.
    (The launcher below resolves the item file as the real ones do.)"""
    from dataclasses import dataclass

    from paracert.lean.backends.daemon import config_key
    from paracert.lean.launch.launchers import Launcher
    from paracert.lean.launch.profile import get_profile

    @dataclass
    class ResolvingLauncher(Launcher):
        name: str = "resolving"

        def command(self, lean_file, work_dir, extra_args=None):  # noqa: ANN001, ANN201
            return ["lean", "--root", str(work_dir), *(extra_args or []), str(Path(lean_file).resolve())]

        def version(self, use_stamp: bool = True) -> str:
            return "Lean (version 0)"

    launcher, profile = ResolvingLauncher(), get_profile("core")
    keys = set()
    for folder in ("one", "two", "three"):
        (tmp_path / folder).mkdir()
        monkeypatch.chdir(tmp_path / folder)
        keys.add(config_key(launcher, "Lean (version 0)", profile))
    assert len(keys) == 1
    assert config_key(launcher, "Lean (version 1)", profile) not in keys  # what decides results still counts


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


@pytest.mark.parametrize("watched", [True, False])
def test_a_lean_whose_paracert_died_during_start_up_exits_at_once(tmp_path: Path, watched: bool) -> None:
    """The embedded Lean's host (lean_host.js) watches the paracert named by PARACERT_PARENT_PID: a
    paracert killed with SIGKILL while its Lean is still starting (here a stand-in lean.js that keeps
    the main thread busy for 30 s, as loading the library does) takes that Lean with it within a
    second. Without the variable (the control) the orphan runs on."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from paracert.lean.launch.install import find_node
    from paracert.lean.launch.launchers import HOST_SCRIPT

    node = find_node()
    if node is None:
        pytest.skip("no Node >= 24 (run make setup)")
    pkg, lib, work = (tmp_path / d for d in ("pkg", "lib", "work"))
    for d in (pkg, lib, work):
        d.mkdir()
    (pkg / "lean.js").write_text("const t0 = Date.now(); while (Date.now() - t0 < 30000) {}\n")
    env_line = "'PARACERT_PARENT_PID': str(os.getpid())" if watched else ""
    script = (f"import os, subprocess, time\n"
              f"p = subprocess.Popen([{str(node)!r}, {str(HOST_SCRIPT)!r}, {str(pkg)!r}, {str(lib)!r}, {str(work)!r}, "
              f"'--', 'x'], env={{**os.environ, {env_line}}})\n"
              f"print(p.pid, flush=True)\n"
              f"time.sleep(60)\n")
    env = {k: v for k, v in os.environ.items() if k != "PARACERT_PARENT_PID"}
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env)
    assert parent.stdout is not None
    lean_pid = int(parent.stdout.readline())
    try:
        time.sleep(1.5)  # the stand-in Lean is "starting"
        assert _alive(lean_pid)
        parent.kill()  # SIGKILL: no clean-up of ours runs
        parent.wait()
        deadline = time.monotonic() + (5 if watched else 2)  # the control needs no long wait
        while _alive(lean_pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _alive(lean_pid) is not watched
    finally:
        if _alive(lean_pid):
            os.kill(lean_pid, signal.SIGKILL)


@pytest.mark.parametrize("how", ["died", "ended_since_used"])
def test_a_daemon_restart_is_announced(tmp_path: Path, monkeypatch, caplog, how: str) -> None:
    """A daemon gone between requests (its socket left with nobody answering, or gone since this run
    used it) is restarted with a warning: the user learns of the cold start it costs."""
    import socket
    import tempfile

    from paracert.lean.backends import daemon_client
    from paracert.lean.backends.daemon import DaemonError, files

    key = "0" * 64
    # a short folder: a socket path is limited to ~108 bytes, and pytest-xdist's tmp_path is long
    runtime = Path(tempfile.mkdtemp(prefix="pc-", dir="/tmp"))
    if how == "died":
        stale = socket.socket(socket.AF_UNIX)
        stale.bind(str(files(runtime, key)["sock"]))
        stale.close()  # the file stays, nobody listens
        files(runtime, key)["sock"].chmod(0o600)
    else:
        monkeypatch.setattr(daemon_client, "_announced", {key})

    class DeadOnArrival:
        def poll(self) -> int:
            return 1

    monkeypatch.setattr(daemon_client, "_spawn", lambda directory, k, spec: DeadOnArrival())
    with caplog.at_level(logging.INFO), pytest.raises(DaemonError):
        daemon_client.connect_or_start(runtime, key, spec=None)  # type: ignore[arg-type]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "background Lean daemon for this configuration is gone" in warnings[0].message
    assert "starting a new one" in warnings[0].getMessage()


def test_a_first_daemon_start_is_no_warning(tmp_path: Path, monkeypatch, caplog) -> None:
    from paracert.lean.backends import daemon_client
    from paracert.lean.backends.daemon import DaemonError

    class DeadOnArrival:
        def poll(self) -> int:
            return 1

    monkeypatch.setattr(daemon_client, "_spawn", lambda directory, k, spec: DeadOnArrival())
    with caplog.at_level(logging.INFO), pytest.raises(DaemonError):
        daemon_client.connect_or_start(tmp_path, "1" * 64, spec=None)  # type: ignore[arg-type]
    assert not [r for r in caplog.records if r.levelno == logging.WARNING]
    assert "starting a background Lean daemon" in caplog.text


# ---- provenance: eval --verdicts FILE is not evidence by itself ---------------------------------


def _checking_backend():  # noqa: ANN202
    """FakeLeanBackend that also answers as the session does for `check`: every certificate's
    theorems with the standard axioms only (Lean.collectAxioms), nothing else declared."""
    from test_public_api import FakeLeanBackend

    class CheckingBackend(FakeLeanBackend):
        def run(self, items, item_timeout, default_heartbeats, on_result=None):  # noqa: ANN001, ANN201
            out = []
            for item in items:
                names = list(item.collect_axioms or [])
                res = ItemResult(item_id=item.item_id, status=Status.ok, declarations=names,
                                 axioms={n: ["propext"] for n in names})
                if on_result:
                    on_result(res)
                out.append(res)
            return out

    return CheckingBackend()


@pytest.fixture
def provenance(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """A dataset (t0..t2 canonical, v0..v2 paraphrases), a certify store made with a fake Lean
    (certificates for v0..v2), and a forged verdict file: 657 hand-written `certified` lines with a
    `lean_version`. `eval --certificates` runs check with the fake Lean."""
    import paracert.report.commands as report_commands
    from paracert.api import Certifier
    from test_public_api import PAIRS, FakeLeanBackend, _items, fake_runner

    dataset = tmp_path / "items.jsonl"
    dataset.write_text("".join(v.model_dump_json() + "\n" for v in _items()))
    store = tmp_path / "store"
    list(Certifier(runner=fake_runner(FakeLeanBackend())).certify(PAIRS, store=store))
    forged = tmp_path / "forged.jsonl"
    lines = [{"pair_id": f"v{k % 3}" if k < 3 else f"x{k}", "verdict": "certified", "family": "swap",
              "lean_version": "Lean (version 4.28.0-pre, wasm32-unknown-emscripten, commit 38f3c0c, Release)"}
             for k in range(657)]
    forged.write_text("".join(json.dumps(r) + "\n" for r in lines))
    monkeypatch.setattr(report_commands, "LeanRunner", lambda config: fake_runner(_checking_backend()))
    return {"dataset": dataset, "store": store, "certificates": store / "certificates", "forged": forged,
            "out": tmp_path / "run"}


def _eval(capsys, paths: dict[str, Path], *extra: object) -> tuple[int, str, dict]:  # noqa: ANN001
    code, _, err = run(capsys, "eval", paths["dataset"], "--provider", "always_true", "--out", paths["out"],
                       "--no-progress", "--bootstrap", "20", *extra)
    report = json.loads((paths["out"] / "report.json").read_text()) if (paths["out"] / "report.json").is_file() else {}
    return code, err, report


def test_a_forged_verdict_file_is_reported_as_unverified(capsys, provenance) -> None:
    code, err, report = _eval(capsys, provenance, "--verdicts", provenance["forged"])
    assert code == 0, err
    assert report["verdicts_by_lean"] is False
    assert "UNVERIFIED VERDICT FILE" in report["verdict_source"]
    assert report["verdict_warning"].startswith("VERDICTS NOT CERTIFIED BY LEAN")
    assert report["meta"]["verdict_provenance"] == "unverified_file"
    md = (provenance["out"] / "report.md").read_text()
    html = (provenance["out"] / "report.html").read_text()
    assert "VERDICTS NOT CERTIFIED BY LEAN" in md and "VERDICTS NOT CERTIFIED BY LEAN" in html
    assert "verdicts certified by Lean" not in md


def test_certify_output_without_a_check_is_unverified_too(capsys, provenance) -> None:
    code, err, report = _eval(capsys, provenance, "--verdicts", provenance["store"] / "verdicts.jsonl")
    assert code == 0, err
    assert report["verdicts_by_lean"] is False and "--certificates DIR" in report["verdict_source"]


def test_verdicts_backed_by_a_verified_certificate_directory_are_certified_by_lean(capsys, provenance) -> None:
    code, err, report = _eval(capsys, provenance, "--verdicts", provenance["store"] / "verdicts.jsonl",
                              "--certificates", provenance["certificates"])
    assert code == 0, err
    assert report["verdicts_by_lean"] is True and report.get("verdict_warning") is None
    check = report["meta"]["verdict_check"]
    assert (check["certificates"], check["verified"], check["backed"], check["n_not_backed"]) == (3, 3, 3, 0)
    assert "paracert check verified (3/3" in report["verdict_source"]


def test_a_forged_file_beside_a_verified_directory_stays_unverified(capsys, provenance) -> None:
    """The directory verifies, but 654 of the file's `certified` verdicts have no certificate in it."""
    code, err, report = _eval(capsys, provenance, "--verdicts", provenance["forged"],
                              "--certificates", provenance["certificates"])
    assert code == 0, err
    assert report["verdicts_by_lean"] is False
    assert report["meta"]["verdict_check"]["n_not_backed"] == 654
    assert "have no certificate in" in report["verdict_source"]


def test_a_certificate_directory_that_fails_check_stops_eval(capsys, provenance) -> None:
    cert = next(provenance["certificates"].rglob("*.lean"))
    cert.write_text(cert.read_text().replace("by ", "by sorry; ", 1))
    code, err, report = _eval(capsys, provenance, "--verdicts", provenance["store"] / "verdicts.jsonl",
                              "--certificates", provenance["certificates"])
    assert code == 1 and not report
    assert f"--certificates {provenance['certificates']}: paracert check did not verify it" in err
    assert not (provenance["out"] / "responses.jsonl").exists()  # stopped before any model was asked


def test_many_refused_lines_are_told_once_per_reason_with_a_count(capsys, tmp_path: Path, monkeypatch) -> None:
    """2,000 pairs refused by the statement guard for one reason (and 3 for another): every line
    still gets its verdict, but stderr tells each reason a few times and then counts the rest (it
    printed two lines per refused pair: 200,000 lines for 100,000)."""
    import paracert.certify.commands as certify_commands
    from test_public_api import FakeLeanBackend, fake_runner

    backend = FakeLeanBackend()
    monkeypatch.setattr(certify_commands, "LeanRunner", lambda config: fake_runner(backend))
    pairs = tmp_path / "pairs.jsonl"
    rows = [{"a": f"True := by trivial\n#exit -- {k}", "b": f"{k} = {k}", "family": "f"} for k in range(2000)]
    rows += [{"a": f"({k} = {k}", "b": "True", "family": "g"} for k in range(3)]
    pairs.write_text("".join(json.dumps(r) + "\n" for r in rows))
    code, out, err = run(capsys, "equiv", "--pairs", pairs, "--out", tmp_path / "v.jsonl", "--json")
    assert code == 1, err  # nothing was read: the batch says so in its exit code
    assert "2003 of 2003 pairs not read or not decided (invalid_statement 2003)" in err
    assert len(json.loads(out)) == 2003 and not backend.items  # every line answered, none reached Lean
    lines = err.strip().splitlines()
    assert len(lines) <= 16, lines[:20]
    assert "… and 1,997 more pairs refused for the same reason" in err
    assert f"{pairs}:2003" in err  # the other reason is told on its own


def test_a_deeply_nested_config_file_is_an_input_error(tmp_path: Path, capsys, monkeypatch) -> None:
    """A paracert.toml in the working folder is read by every Lean command: nesting 10,000 deep is
    an error naming it (it was a RecursionError traceback from tomllib)."""
    from paracert.lean.config import LeanConfig

    path = tmp_path / "paracert.toml"
    path.write_text("heartbeats = " + "[" * 10_000 + "]" * 10_000 + "\n")
    with pytest.raises(InputError, match=rf"{path}: not a usable TOML config file \(nested too deeply\)"):
        LeanConfig.load(config_file=path)
    monkeypatch.chdir(tmp_path)
    code, _, err = run(capsys, "config", "show")
    assert code == 2 and "nested too deeply" in err


def test_a_response_cache_locked_by_another_run_is_named(tmp_path: Path) -> None:
    """A real lock: another connection holds the file's write lock past sqlite's 5 s wait."""
    path = tmp_path / "cache.sqlite"
    ResponseCache(path).close()
    holder = sqlite3.connect(path)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(CacheError, match=rf"{path}: response cache: locked by another process .*wait for that run"):
            ResponseCache(path)
    finally:
        holder.rollback()
        holder.close()
    ResponseCache(path).close()  # free again once the other run let go


def test_a_damaged_or_deep_cache_row_is_skipped_by_cache_commands(tmp_path: Path, caplog) -> None:
    path = tmp_path / "c.sqlite"
    keys = _filled_cache(path, 3)
    db = sqlite3.connect(path)
    db.execute("UPDATE results SET result = ? WHERE key = ?", ("{not json", keys[0]))
    db.execute("INSERT OR REPLACE INTO preimages VALUES (?, ?)", (keys[1], "[" * 10_000 + "]" * 10_000))
    db.commit()
    db.close()
    cache = ResultCache(path)
    with caplog.at_level(logging.WARNING):
        assert cache.entry(keys[0]) is None
    assert f"entry {keys[0]} is not a result" in caplog.text
    entry = cache.entry(keys[1])
    assert entry is not None and entry.fields is None  # a preimage that does not parse verifies nothing
    assert len(cache.sample(None)) == 2
    cache.close()


def test_cache_info_reads_a_read_only_cache_and_clear_names_it(capsys, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "c.sqlite"
    _filled_cache(path, 5)
    _read_only_connect(monkeypatch)
    code, out, err = run(capsys, "cache", "info", "--cache-file", path, "--json")
    assert code == 0 and json.loads(out)["entries"] == 5, err
    code, _, err = run(capsys, "cache", "clear", "--cache-file", path)
    assert code == 2 and f"--cache-file {path}: cannot be opened for writing" in err and "writable" in err


def test_rules_apply_counts_skipped_lines(capsys, tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text('{"nl": null}\n' * 1000 + '{"nl": "every even number is even"}\n')
    code, _, err = run(capsys, "rules", "apply", "--file", path)
    assert code == 0, err
    assert err.count("statement is null, skipped") == 3
    assert "… and 997 more lines skipped for the same reason (statement is null)" in err


@pytest.mark.parametrize("pair_id", ["x\nparacert: 5/5 certificates verified", "ok\u202eoiw", "tab\there"])
def test_a_pair_id_that_could_forge_an_output_line_is_refused_naming_file_line_and_field(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], pair_id: str) -> None:
    """Attack: a newline (or a bidirectional override) in a pair id printed on stdout would imitate
    paracert's own lines. Refused before any Lean work (exit 2), naming FILE:LINE and the field."""
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text(json.dumps({"pair_id": pair_id, "a": "True", "b": "True"}) + "\n", encoding="utf-8")
    assert main(["equiv", "--no-daemon", "--pairs", str(pairs)]) == 2
    err = capsys.readouterr().err
    assert f"{pairs}:1" in err and "pair_id" in err and "control or format character" in err


# ---- score --certificates: scores said to rest on certificates must rest on them -----------------


@pytest.fixture
def scored(provenance: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """The provenance store (v0..v2 certified, fake Lean) with labels for its three pairs; `score
    --certificates` runs check with the fake checking backend."""
    import paracert.metrics.commands as metrics_commands
    from test_public_api import PAIRS, fake_runner

    labels = provenance["store"].parent / "labels.jsonl"
    labels.write_text("".join(json.dumps({"pair_id": p.pair_id, "equivalent": True, "a": p.a, "b": p.b}) + "\n"
                              for p in PAIRS))
    monkeypatch.setattr(metrics_commands, "LeanRunner", lambda config: fake_runner(_checking_backend()))
    return {**provenance, "labels": labels}


def _score(capsys, paths: dict[str, Path], verdicts: Path, *extra: object) -> tuple[int, dict | None, str]:  # noqa: ANN001
    code, out, err = run(capsys, "score", verdicts, "--labels", paths["labels"], "--json", *extra)
    return code, json.loads(out) if code == 0 else None, err


def test_score_without_certificates_says_its_scores_are_not_verified(capsys, scored) -> None:
    code, report, err = _score(capsys, scored, scored["store"] / "verdicts.jsonl")
    assert code == 0, err
    assert report["verified"] is False and report["basis"] == "from verdict lines not verified"


def test_score_with_a_checked_directory_says_what_it_verified(capsys, scored) -> None:
    code, report, err = _score(capsys, scored, scored["store"] / "verdicts.jsonl",
                               "--certificates", scored["certificates"])
    assert code == 0, err
    assert report["verified"] is True and "3 certified/refuted lines backed" in report["basis"]


def test_score_refuses_a_certified_line_the_directory_does_not_back(capsys, scored) -> None:
    """A line turned `certified` with its digest recomputed (the digest is no signature): the directory
    holds no certificate for it, so its score is refused, not reported as verified."""
    from paracert.statements.pairs import Pair
    from paracert.statements.verdicts import PairVerdict

    forged = scored["store"].parent / "forged.jsonl"
    lines = [PairVerdict.model_validate_json(t) for t in (scored["store"] / "verdicts.jsonl").read_text().splitlines()]
    extra = Pair(a="5 = 5", b="6 = 6", family="swap", pair_id="v9")
    lines.append(PairVerdict(pair_id="v9", family="swap", a=extra.a, b=extra.b, verdict="certified",
                             lean_version=lines[0].lean_version, digest=extra.digest(lines[0].lean_version)))
    forged.write_text("".join(v.model_dump_json() + "\n" for v in lines))
    with scored["labels"].open("a") as f:
        f.write(json.dumps({"pair_id": "v9", "equivalent": False, "a": extra.a, "b": extra.b}) + "\n")
    code, _, err = _score(capsys, scored, forged)
    assert code == 0, err  # without --certificates the line is scored, labelled as not verified
    code, _, err = _score(capsys, scored, forged, "--certificates", scored["certificates"])
    assert code != 0 and "no certificate there for the same pair and verdict (e.g. v9)" in err, err


def test_score_refuses_a_line_of_another_pair_than_its_label(capsys, scored) -> None:
    bad = scored["labels"].read_text().replace('"a": "0 + 1 = 1"', '"a": "0 + 2 = 2"')
    scored["labels"].write_text(bad)
    code, _, err = _score(capsys, scored, scored["store"] / "verdicts.jsonl")
    assert code == 2 and "field 'a'" in err and "is not the a of pair 'v0'" in err, err
