"""Faults a run must survive without losing or inventing anything: a write that fails mid-run (a
full disk: ENOSPC injected at the write site, and once a real file-size limit in a subprocess),
an error of a result callback inside the pool's worker threads or under the daemon client, two runs
on one verdicts file or certificate store, and a verdicts file that was forged or tampered with.

No Lean: the Lean side is `FakeLeanBackend` (tests/test_public_api.py: every item elaborates, so
every pair is certified by the first branch) or, where the session pool's own threads matter, the
pool on `FakeLeanSession` processes (tests/fake_lean_session.py). docs/guarantees.md cites these.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import paracert.certify.commands as certify_commands
from conftest import FakeSessionLauncher
from paracert.certify import run_state, store
from paracert.certify.check import check_directory
from paracert.certify.locks import OutputLock
from paracert.certify.run_state import VerdictLog
from paracert.certify.service import CertificationService
from paracert.certify.store import MANIFEST, CertificateWriter, load_manifest
from paracert.cli import main
from paracert.errors import BusyError, WriteError
from paracert.lean import ItemResult, LeanItem, Status
from paracert.lean.backends.pool import SessionPool
from paracert.lean.config import LeanConfig
from paracert.lean.launch import reaper
from paracert.lean.launch.profile import get_profile
from paracert.lean.runner import LeanRunner
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict
from paracert.statements.verdicts import PairVerdict, StatementKind
from test_public_api import FAKE_VERSION, FakeLeanBackend, fake_runner

ROOT = Path(__file__).resolve().parents[1]
PAIRS = [Pair(a=f"{k} + 1 = {k + 1}", b=f"{k + 1} = 1 + {k}", family="swap", pair_id=f"v{k}") for k in range(6)]


@pytest.fixture(autouse=True)
def _fresh_reaper():
    reaper.reset()
    reaper.set_resume_hint(None)
    yield
    reaper.set_resume_hint(None)


class FullDisk:
    """The `os` module as a module that writes through it sees it, on a disk with `room` bytes
    left: a write past it writes what fits and then fails with ENOSPC, as a full file system does;
    `fsync_fails`: every fsync fails with ENOSPC (delayed allocation on a full disk)."""

    def __init__(self, room: int, fsync_fails: bool = False) -> None:
        self.room = room
        self.fsync_fails = fsync_fails
        self.failures = 0

    def _full(self) -> OSError:
        self.failures += 1
        return OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def write(self, fd: int, data: Any) -> int:
        if self.room <= 0:
            raise self._full()
        n = os.write(fd, bytes(data[: self.room]))
        self.room -= n
        return n

    def fsync(self, fd: int) -> None:
        if self.fsync_fails:
            raise self._full()
        os.fsync(fd)

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)


def _write_pairs(path: Path, pairs: list[Pair]) -> Path:
    path.write_text("".join(json.dumps(p.model_dump(mode="json", exclude_none=True)) + "\n" for p in pairs),
                    encoding="utf-8")
    return path


def _lines(path: Path) -> list[PairVerdict]:
    text = path.read_text(encoding="utf-8")
    assert not text or text.endswith("\n"), "a cut line was left in the verdicts file"
    return [PairVerdict.model_validate_json(line) for line in text.splitlines()]


def pool_runner(work: Path) -> LeanRunner:
    """A real LeanRunner on a real SessionPool (its worker threads) of FakeLeanSession processes."""
    pool = SessionPool(FakeSessionLauncher(), get_profile("core"), 2, work)
    runner = LeanRunner(LeanConfig(launcher="wasm", cache=False, mode="session", backend="local", daemon=False),
                        backend=pool)
    runner._version = FAKE_VERSION  # the launcher is never asked
    return runner


def _fake_lean(monkeypatch: pytest.MonkeyPatch, kind: str = "backend", work: Path | None = None) -> list[Any]:
    """certify/equiv run on FakeLeanBackend (`backend`) or on the session pool of FakeLeanSession
    processes (`pool`); the backends made, in order."""
    made: list[Any] = []

    def factory(*args: Any, **kwargs: Any) -> LeanRunner:
        if kind == "pool":
            assert work is not None
            runner = pool_runner(work / str(len(made)))
            made.append(runner.pool)
            return runner
        made.append(FakeLeanBackend())
        return fake_runner(made[-1])

    monkeypatch.setattr(certify_commands, "LeanRunner", factory)
    return made


def _run(capsys: pytest.CaptureFixture[str], *argv: object) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def _temporaries(directory: Path) -> list[Path]:
    return [p for p in directory.rglob("*") if ".tmp-" in p.name]


def _settled_view(path: Path) -> dict[str | None, tuple[str, str, str | None]]:
    """What a verdicts file says per input line (the latest line of each pair_id wins, as on read)."""
    return {v.pair_id: (v.digest, v.verdict.value, v.certificate) for v in _lines(path)}


def _clean_run(tmp_path: Path, capsys: pytest.CaptureFixture[str], pairs_file: Path) -> tuple[dict, dict]:
    """An uninterrupted run's verdicts and manifest entries, to compare with."""
    out, certs = tmp_path / "clean" / "v.jsonl", tmp_path / "clean" / "certs"
    code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs)
    assert code == 0, err
    entries = {e.name: e.model_dump() for e in load_manifest(certs).certificates}
    return _settled_view(out), entries


# ---- a write that fails -------------------------------------------------------------------------


def _verdict(pair: Pair, verdict: Verdict = Verdict.unknown) -> PairVerdict:
    return PairVerdict(pair_id=pair.pair_id, family=pair.family, a=pair.a, b=pair.b,
                       digest=pair.digest(FAKE_VERSION), lean_version=FAKE_VERSION, verdict=verdict)


def test_a_verdict_line_is_written_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "v.jsonl"
    log = VerdictLog.open(path)
    assert log.append([_verdict(PAIRS[0])]) == 1
    before = path.read_bytes()
    disk = FullDisk(room=40)  # part of the next line fits, the rest does not
    monkeypatch.setattr(run_state, "os", disk)
    with pytest.raises(WriteError, match=rf"cannot write {path}: No space left on device"):
        log.append([_verdict(PAIRS[1])])
    assert disk.failures == 1
    assert path.read_bytes() == before, "the partial line must be cut off again"
    assert (PAIRS[1].digest(FAKE_VERSION), "v1") not in log.written  # not counted as written
    monkeypatch.setattr(run_state, "os", os)
    assert log.append([_verdict(PAIRS[1])]) == 1 and len(_lines(path)) == 2


def _certified(pair: Pair) -> PairVerdict:
    """A certified verdict as the engine gives it for FakeLeanBackend (the definitional branch)."""
    runner = fake_runner(FakeLeanBackend())
    (v,) = CertificationService(runner=runner).certify([pair]).verdicts
    assert v.verdict == Verdict.certified
    return v


def test_a_certificate_or_manifest_that_cannot_be_written_leaves_no_temporary_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    certs = tmp_path / "certs"
    writer = CertificateWriter(certs, FAKE_VERSION)
    writer.add([_certified(PAIRS[0])])
    manifest_before = (certs / MANIFEST).read_text(encoding="utf-8")
    monkeypatch.setattr(store, "os", FullDisk(room=0, fsync_fails=True))
    with pytest.raises(WriteError, match=r"cannot write .*certified/pc_[0-9a-f]{16}\.lean: No space left on device"):
        writer.add([_certified(PAIRS[1])])
    assert _temporaries(certs) == []
    assert (certs / MANIFEST).read_text(encoding="utf-8") == manifest_before


def test_temporary_files_of_a_killed_writer_are_removed_by_the_next(tmp_path: Path) -> None:
    certs = tmp_path / "certs"
    CertificateWriter(certs, FAKE_VERSION).add([_certified(PAIRS[0])])
    (certs / ".manifest.json.tmp-99999").write_text("{half a manif", encoding="utf-8")
    (certs / "certified" / ".pc_0123456789abcdef.lean.tmp-99999").write_text("theo", encoding="utf-8")
    CertificateWriter(certs, FAKE_VERSION)
    assert _temporaries(certs) == []


# identical statements (up to bound names) get the definitional candidate alone, which FakeLeanSession
# accepts: certified pairs with certificates through the session pool too
SAME = [Pair(a=f"∀ n : Nat, n + {k} = n + {k}", b=f"∀ m : Nat, m + {k} = m + {k}", family="same", pair_id=f"s{k}")
        for k in range(3)]


@pytest.mark.parametrize("kind", ["backend", "pool"])
def test_full_disk_mid_run_exits_1_naming_the_file_and_resume_completes_it(
        kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`equiv --pairs --out --certificates` with a disk that fills after two verdict lines: exit 1,
    one error line naming --out and the OS error, no traceback, complete lines only, no temporary
    file, no Lean session left; `--resume` then gives exactly the verdicts and manifest of an
    uninterrupted run. `pool`: the verdicts are written from the session pool's worker threads."""
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS + SAME)
    made = _fake_lean(monkeypatch, kind, tmp_path / "work")
    clean_verdicts, clean_entries = _clean_run(tmp_path, capsys, pairs_file)
    assert any(e["verdict"] == "certified" for e in clean_entries.values())

    out, certs = tmp_path / "run" / "v.jsonl", tmp_path / "run" / "certs"
    sizes = [len(v.model_dump_json()) + 1 for v in _lines(tmp_path / "clean" / "v.jsonl")]
    monkeypatch.setattr(run_state, "os", FullDisk(room=sizes[0] + sizes[1] + sizes[2] // 2))
    code, stdout, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs)
    assert code == 1, err
    assert "Traceback" not in err and stdout == ""
    errors = [ln for ln in err.splitlines() if "error" in ln.lower()]
    assert errors == [f"paracert equiv: error: cannot write {out}: No space left on device"], err
    kept = _lines(out)
    assert 0 < len(kept) < len(PAIRS + SAME)
    assert _temporaries(certs) == [] and not list(out.parent.glob(".*.paracert.lock"))
    if kind == "pool":  # killed (SIGKILL) before the message: gone within moments
        deadline = time.monotonic() + 5
        while any(s is not None and s.alive for s in made[-1].slots) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(s is not None and s.alive for s in made[-1].slots), "a Lean session outlived the error"

    monkeypatch.setattr(run_state, "os", os)
    code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs, "--resume")
    assert code == 0, err
    assert "verdict line not used" not in err  # every kept line was backed by its certificate
    assert _settled_view(out) == clean_verdicts
    assert {e.name: e.model_dump() for e in load_manifest(certs).certificates} == clean_entries
    assert check_directory(certs, None).ok


def test_a_callback_error_in_the_session_pool_is_raised_not_logged(tmp_path: Path) -> None:
    """The pool's worker threads hand a failing `on_result` (the caller's full disk) back to run():
    no item starts after it, and run() raises it."""
    pool = SessionPool(FakeSessionLauncher(), get_profile("bare"), 1, tmp_path / "w")
    items = [LeanItem(item_id=f"i{k}", code="theorem c : True := trivial") for k in range(6)]
    seen: list[str] = []

    def on_result(res: ItemResult) -> None:
        seen.append(res.item_id)
        if len(seen) == 2:
            raise WriteError(tmp_path / "v.jsonl", OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))

    try:
        with pytest.raises(WriteError, match="No space left on device"):
            pool.run(items, item_timeout=30, default_heartbeats=1000, on_result=on_result)
        assert seen == ["i0", "i1"] and pool.stats.items == 2
        # the pool is usable again for the next run
        assert [r.status for r in pool.run(items[:1], item_timeout=30, default_heartbeats=1000)] == [Status.ok]
    finally:
        pool.close()


def test_a_session_work_folder_that_cannot_be_written_is_the_runs_error(tmp_path: Path) -> None:
    """A session cannot even start (its work folder cannot be created, as on a full or read-only
    disk): a WriteError naming the path, not every item `crashed` with a logged traceback."""
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    pool = SessionPool(FakeSessionLauncher(), get_profile("bare"), 1, blocker / "work")
    items = [LeanItem(item_id=f"i{k}", code="theorem c : True := trivial") for k in range(3)]
    try:
        with pytest.raises(WriteError, match=rf"cannot write {blocker}/work/.*: Not a directory"):
            pool.run(items, item_timeout=30, default_heartbeats=1000, on_result=lambda res: None)
        assert pool.stats.items == 0
    finally:
        pool.close()


def test_the_daemon_client_raises_its_own_callback_error_and_runs_nothing_locally(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from paracert.lean.backends import daemon_client
    from paracert.lean.protocol import DaemonReply

    ours, theirs = socket.socketpair()
    items = [LeanItem(item_id=f"i{k}", code="theorem c : True := trivial") for k in range(3)]

    def daemon() -> None:  # accepts, answers every item, then finishes
        with theirs:
            theirs.makefile("rb").readline()
            for reply in [DaemonReply(accepted=True, pid=4242)] + [
                    DaemonReply(result=ItemResult(item_id=it.item_id, status=Status.ok)) for it in items]:
                try:
                    theirs.sendall((reply.model_dump_json(exclude_none=True) + "\n").encode())
                except OSError:
                    return

    server = threading.Thread(target=daemon, daemon=True)
    server.start()
    monkeypatch.setattr(daemon_client, "connect_or_start", lambda *a, **k: ours)
    monkeypatch.setattr(daemon_client, "config_key", lambda *a, **k: "k" * 16)
    runner = fake_runner(FakeLeanBackend())

    def on_result(res: ItemResult) -> None:
        raise WriteError("/full/v.jsonl", OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))

    with pytest.raises(WriteError, match="No space left on device"):
        daemon_client.run_via_daemon(runner.daemon_spec, items, on_result)
    server.join(5)
    assert "running them locally" not in caplog.text and "not using the background" not in caplog.text


RLIMIT_SCRIPT = textwrap.dedent("""
    import resource, sys
    from pathlib import Path
    sys.path.insert(0, {tests!r})
    from test_public_api import FakeLeanBackend, fake_runner
    from test_faults import pool_runner
    import paracert.certify.commands as commands
    from paracert.cli import main
    if {kind!r} == "pool":
        commands.LeanRunner = lambda *a, **k: pool_runner(Path("work"))
    else:
        commands.LeanRunner = lambda *a, **k: fake_runner(FakeLeanBackend())
    limit = int(sys.argv[1])
    if limit:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    sys.exit(main(sys.argv[2:]))
""")


@pytest.mark.parametrize("kind", ["backend", "pool"])
def test_a_real_file_size_limit_stops_the_run_cleanly_and_resume_completes_it(
        kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The kernel refuses the write (RLIMIT_FSIZE: EFBIG, as a quota would): exit 1, one message
    naming the file, nothing half-written; `--resume` without the limit completes the run."""
    # room for each file the run needs whole (a session's copy of the session program, a certificate),
    # less than the verdicts file grows to (long statements make long lines: long names, few tokens,
    # so that the engine's parsing stays cheap)
    limit = (ROOT / "lean" / "session" / "Session.lean").stat().st_size + 4000
    n, m = "n" * 600, "m" * 600
    long = [Pair(a=f"∀ {n} : Nat, {n} + {k} = {n} + {k}", b=f"∀ {m} : Nat, {m} + {k} = {m} + {k}", family="long",
                 pair_id=f"l{k}") for k in range(12)]
    pairs = PAIRS + SAME + long
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", pairs)
    _fake_lean(monkeypatch, kind, tmp_path / "work")
    clean_verdicts, clean_entries = _clean_run(tmp_path, capsys, pairs_file)
    assert (tmp_path / "clean" / "v.jsonl").stat().st_size > 2 * limit, "the test needs a verdicts file past the limit"
    out, certs = tmp_path / "run" / "v.jsonl", tmp_path / "run" / "certs"
    script = tmp_path / "limited.py"
    script.write_text(RLIMIT_SCRIPT.format(tests=str(ROOT / "tests"), kind=kind), encoding="utf-8")
    args = [sys.executable, str(script)]
    equiv = ["equiv", "--pairs", str(pairs_file), "--out", str(out), "--certificates", str(certs), "--no-daemon"]
    limited = subprocess.run([*args, str(limit), *equiv], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert limited.returncode == 1, limited.stderr
    assert "Traceback" not in limited.stderr
    (line,) = [ln for ln in limited.stderr.splitlines() if "error:" in ln]
    assert "cannot write " in line and "File too large" in line, line
    assert 0 < len(_lines(out)) < len(pairs)
    assert _temporaries(certs) == []
    done = subprocess.run([*args, "0", *equiv, "--resume"], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert _settled_view(out) == clean_verdicts
    assert {e.name: e.model_dump() for e in load_manifest(certs).certificates} == clean_entries


# ---- two runs on one output ---------------------------------------------------------------------


HOLDER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from paracert.certify.locks import OutputLock
    lock = OutputLock(Path(sys.argv[1]), "--out", directory=sys.argv[2] == "dir")
    lock.acquire()
    print("held", flush=True)
    time.sleep(float(sys.argv[3]))
    lock.release()
""")


def _hold(target: Path, directory: bool, seconds: float) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(target), "dir" if directory else "file", str(seconds)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


@pytest.mark.parametrize("which", ["out", "certificates"])
def test_a_second_run_on_the_same_output_is_refused_naming_the_holder(
        which: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:2])
    made = _fake_lean(monkeypatch)
    out, certs = tmp_path / "v.jsonl", tmp_path / "certs"
    holder = _hold(out if which == "out" else certs, which == "certificates", 30)
    try:
        code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs)
    finally:
        holder.kill()
        holder.wait()
    assert code == 2, err
    assert f"--{which} {out if which == 'out' else certs}: another paracert run (pid {holder.pid})" in err
    assert "--wait-lock" in err and "Traceback" not in err
    assert made == [], "no Lean work before the lock was refused"
    assert not out.exists() or out.read_text(encoding="utf-8") == ""


def test_wait_lock_waits_for_the_other_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:2])
    _fake_lean(monkeypatch)
    certs = tmp_path / "certs"
    holder = _hold(certs, True, 1.5)
    t0 = time.monotonic()
    code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", tmp_path / "v.jsonl",
                        "--certificates", certs, "--wait-lock")
    holder.wait()
    assert code == 0, err
    assert f"waiting for paracert run pid {holder.pid}" in err and time.monotonic() - t0 >= 1.0
    assert len(load_manifest(certs).certificates) == 2


def test_concurrent_runs_on_one_store_keep_every_entry(tmp_path: Path) -> None:
    """Two runs (threads here, each with its own lock file description) on one certificate store and
    their own --out, waiting for each other: the manifest lists both runs' certificates, `check`
    finds no unlisted file."""
    certs = tmp_path / "certs"
    halves = [PAIRS[:3], PAIRS[3:]]
    errors: list[BaseException] = []

    def run(k: int) -> None:
        try:
            CertificationService(runner=fake_runner(FakeLeanBackend())).certify(
                halves[k], out=tmp_path / f"v{k}.jsonl", certificates=certs, wait_lock=True)
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == []
    assert len(load_manifest(certs).certificates) == len(PAIRS)
    report = check_directory(certs, None)
    assert report.ok, report.problems


def test_manifest_updates_merge_with_the_manifest_on_disk(tmp_path: Path) -> None:
    """Even two writers on one directory (no lock between them) never drop each other's entries:
    each update reads the manifest on disk again."""
    certs = tmp_path / "certs"
    first, second = CertificateWriter(certs, FAKE_VERSION), CertificateWriter(certs, FAKE_VERSION)
    first.add([_certified(PAIRS[0])])
    second.add([_certified(PAIRS[1])])
    first.add([_certified(PAIRS[2])])
    assert sorted(e.pair_id or "" for e in load_manifest(certs).certificates) == ["v0", "v1", "v2"]


def test_the_api_refuses_a_store_another_run_is_writing(tmp_path: Path) -> None:
    from paracert.api import Certifier

    store_dir = tmp_path / "store"
    holder = _hold(store_dir / "certificates", True, 30)
    try:
        with pytest.raises(BusyError, match=rf"pid {holder.pid}"):
            list(Certifier(runner=fake_runner(FakeLeanBackend())).certify(PAIRS[:1], store=store_dir))
    finally:
        holder.kill()
        holder.wait()


def test_a_lock_file_left_by_a_killed_run_is_taken_over(tmp_path: Path) -> None:
    out = tmp_path / "v.jsonl"
    holder = _hold(out, False, 30)
    holder.kill()  # SIGKILL: the lock file stays, its lock is gone with the process
    holder.wait()
    lock = OutputLock(out, "--out")
    assert lock.path.exists()
    lock.acquire()
    assert lock.path.read_text(encoding="ascii").strip() == str(os.getpid())
    lock.release()
    assert not lock.path.exists()


# ---- a verdicts file is not evidence ----------------------------------------------------------------

WRONG = Pair(a="∀ n : Nat, n + 1 > n", b="∀ n : Nat, n > n + 1", family="forged", pair_id="wrong")


def _forged_certified(pair: Pair, **update: Any) -> str:
    v = _verdict(pair, Verdict.certified).model_copy(update={
        "statement_kind": StatementKind.iff, "tactic": "paracert_iff_rfl",
        "certificate": f"theorem x : ({pair.a}) ↔ ({pair.b}) := by paracert_iff_rfl", **update})
    return v.model_dump_json() + "\n"


def test_an_out_that_holds_verdicts_needs_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", [WRONG])
    made = _fake_lean(monkeypatch)
    out = tmp_path / "v.jsonl"
    out.write_text(_forged_certified(WRONG), encoding="utf-8")
    code, stdout, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out)
    assert code == 2 and f"--out {out} already holds 1 verdict line: give --resume" in err
    assert made == [] and "certified" not in stdout


@pytest.mark.parametrize("certificates", [True, False])
def test_a_forged_certified_line_is_settled_again_on_resume(
        certificates: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A seeded `certified` line with a correct digest but no certificate behind it: with a store
    it is not in the manifest, without one nothing can back it; either way the pair goes to Lean."""
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", [WRONG])
    made = _fake_lean(monkeypatch)
    out = tmp_path / "v.jsonl"
    out.write_text(_forged_certified(WRONG), encoding="utf-8")
    extra = ["--certificates", tmp_path / "certs"] if certificates else []
    code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--resume", *extra)
    assert code == 0, err
    assert f"{out}:1 (wrong): verdict line not used" in err
    assert made and any("n > n + 1" in it.code for it in made[0].items), "the pair was not settled again"


def test_a_line_carrying_another_pairs_text_under_a_digest_is_not_used(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    target = PAIRS[0]
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", [target])
    made = _fake_lean(monkeypatch)
    out = tmp_path / "v.jsonl"
    forged = _verdict(target).model_copy(update={"a": "True", "b": "True", "verdict": Verdict.both_provable})
    out.write_text(forged.model_dump_json() + "\n", encoding="utf-8")
    code, stdout, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--resume", "--json")
    assert code == 0, err
    assert "its digest is not the SHA256 of its own A, B, family" in err
    assert made and made[0].items
    (v,) = json.loads(stdout)
    assert (v["a"], v["b"]) == (target.a, target.b)


def test_a_tampered_certificate_makes_its_line_settle_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:3])
    made = _fake_lean(monkeypatch)
    out, certs = tmp_path / "v.jsonl", tmp_path / "certs"
    assert _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs)[0] == 0
    entry = load_manifest(certs).certificates[0]
    path = certs / entry.file
    path.write_text(path.read_text(encoding="utf-8").replace("paracert_", "paracert_x", 1), encoding="utf-8")
    code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs, "--resume")
    assert code == 0, err
    assert err.count("verdict line not used") == 1 and "is not the certificate the line gives" in err
    assert len(made) == 2 and made[1].items, "the tampered pair was not settled again"
    assert all(entry.name in it.code for it in made[1].items if it.item_id.startswith("p"))
    assert check_directory(certs, None).ok  # rewritten by the settled pair


def test_a_tampered_certificate_whose_pair_is_no_longer_certified_leaves_the_store(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The pair of a certificate that fails `check` is settled again; when it ends without a
    certificate, its old manifest entry and file go, so the store never keeps a certificate its
    verdicts file contradicts (and `check` passes on what is left)."""
    pairs_file = _write_pairs(tmp_path / "pairs.jsonl", PAIRS[:3])
    made: list[Any] = []

    def factory(*args: Any, **kwargs: Any) -> LeanRunner:  # the second run proves nothing
        made.append(FakeLeanBackend(fails_on="theorem" if made else None))
        return fake_runner(made[-1])

    monkeypatch.setattr(certify_commands, "LeanRunner", factory)
    out, certs = tmp_path / "v.jsonl", tmp_path / "certs"
    assert _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs)[0] == 0
    entry = load_manifest(certs).certificates[0]
    path = certs / entry.file
    path.write_text(path.read_text(encoding="utf-8").replace("paracert_", "paracert_x", 1), encoding="utf-8")
    code, _, err = _run(capsys, "equiv", "--pairs", pairs_file, "--out", out, "--certificates", certs, "--resume")
    assert code == 0, err
    assert entry.name not in load_manifest(certs).by_name() and not path.exists()
    assert len(load_manifest(certs).certificates) == 2
    assert check_directory(certs, None).ok


def test_a_finished_resume_leaves_one_line_per_settled_pair(tmp_path: Path) -> None:
    """Lines a resumed run does not use (distrusted, retried, or repeated) are removed once their pairs
    have new lines; kept lines keep their order, and one digest under two pair ids stays two lines."""
    p1, p2, p3 = (Pair(a=f"∀ n : Nat, n + {k} = {k} + n", b=f"∀ n : Nat, {k} + n = n + {k}", family="f",
                       pair_id=f"p{k}") for k in (1, 2, 3))
    twin = p1.model_copy(update={"pair_id": "p1-again"})
    out = tmp_path / "verdicts.jsonl"
    lines = [_verdict(p1, Verdict.certified), _verdict(twin, Verdict.certified), _verdict(p2),
             _verdict(p2), _verdict(p3)]
    out.write_text("".join(v.model_dump_json() + "\n" for v in lines), encoding="utf-8")

    log = VerdictLog.open(out, resume=True)
    log.distrust({p3.digest(FAKE_VERSION): "its certificate fails `paracert check`"})
    log.append([_verdict(p3, Verdict.refuted)])  # the pair settled again
    assert log.compact() == 2  # the repeated p2 line and p3's distrusted one
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["pair_id"], r["verdict"]) for r in rows] == [
        ("p1", "certified"), ("p1-again", "certified"), ("p2", "unknown"), ("p3", "refuted")]
    assert VerdictLog.open(out, resume=True).unused == set()
    assert log.compact() == 0


def test_a_compaction_that_cannot_write_leaves_the_file_as_it_was(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "verdicts.jsonl"
    out.write_text("".join(_verdict(PAIRS[0]).model_dump_json() + "\n" for _ in range(2)), encoding="utf-8")
    before = out.read_bytes()
    log = VerdictLog.open(out, resume=True)

    def full_disk(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("paracert.certify.store.os.replace", full_disk)
    with pytest.raises(WriteError, match="No space left on device") as err:
        log.compact()
    assert err.value.path == str(out)  # named, loudly; the caller says every verdict is on disk
    assert out.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == ["verdicts.jsonl"]
