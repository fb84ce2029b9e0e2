"""A persistent Lean session: one Lean process that imports once and elaborates items on demand.

The Lean side is lean/session/Session.lean, run with `lean --run` (embedded or native Lean). It
speaks JSON lines: the community Lean REPL's common part (`{"cmd", "env"}` -> `{"env", "messages",
"sorries"}`) plus paracert's fields (maxHeartbeats, axioms, declarations, time, captured stdout).
Every item is elaborated from the base environment (imports + prelude), never after another item.
Every protocol line starts with a per-session secret nonce, so nothing an item prints can pass for
an answer.

`LeanSession` is one process (threads, not asyncio: a session outlives the event loop of any one
`LeanRunner.run`). A hung request kills the process (`SessionTimeout`); a dead one raises
`SessionDied`. `SessionPool` (pool.py) runs many sessions and restarts them.
"""

from __future__ import annotations

import collections
import functools
import hashlib
import json
import logging
import os
import queue
import secrets
import shutil
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from paracert.errors import LeanError, WriteError
from paracert.lean.launch import reaper
from paracert.lean.launch.exits import DURING_STARTUP, LeanExit
from paracert.lean.launch.launchers import Launcher, NativeLauncher
from paracert.lean.launch.profile import LeanProfile
from paracert.lean.protocol import SessionAnswer, SessionQuit, SessionRequest, SessionSetup
from paracert.paths import lean_source_dir

log = logging.getLogger(__name__)

PROGRAM_NAME = "Session.lean"
TRANSLATION_MODULE = "Translate.lean"
MAIN_LINE = "public def main : IO Unit := ParacertSession.run none"


def session_program() -> Path:
    return lean_source_dir() / "session" / PROGRAM_NAME


def translation_module() -> Path:
    return lean_source_dir() / "session" / TRANSLATION_MODULE


@functools.lru_cache(maxsize=1)
def program_sources() -> tuple[bytes, bytes]:
    """Session.lean and Translate.lean, read once per process: every session the process starts runs
    these bytes and the results' cache keys name their digest, so a program file edited during a run
    never runs under the other version's key (a session restarted later runs the same program)."""
    return session_program().read_bytes(), translation_module().read_bytes()


def session_program_text(translate: bool = False) -> str:
    """The program a session runs: Session.lean, or for a session that answers `translate` requests
    Session.lean with Translate.lean in place of its last line (`main`). `lean --run` elaborates the
    whole program at start-up, so only sessions that translate pay for the translation module."""
    program, module = program_sources()
    text = program.decode("utf-8")
    if not translate:
        return text
    head, sep, rest = text.rpartition(MAIN_LINE)
    if not sep or rest.strip():
        raise SessionError(f"{session_program()} does not end with `{MAIN_LINE}`")
    return head + module.decode("utf-8")


@functools.lru_cache(maxsize=1)
def session_program_digest() -> str:
    """Both program files: a result depends on the code its session ran (either program)."""
    program, module = program_sources()
    return hashlib.sha256(program + b"\0" + module).hexdigest()


class SessionError(LeanError):
    pass


class SessionDied(SessionError):
    """The Lean process ended (crash, kill, out of memory) while starting or on a request; `ended`
    says how, when the process is gone (exits.LeanExit)."""

    def __init__(self, message: str, ended: LeanExit | None = None) -> None:
        super().__init__(message)
        self.ended = ended


class SessionTimeout(SessionError):
    """No answer within the wall-clock limit: the process was killed."""


def base_text(profile: LeanProfile) -> str:
    """The prelude as one text elaborated into the base environment (options first)."""
    return "\n".join([*profile.options, profile.prelude.rstrip()]).rstrip() + "\n"


def session_imports(profile: LeanProfile) -> list[str]:
    return list(profile.imports) or ["Init"]


class LeanSession:
    """One Lean session process. Not thread-safe: one request at a time (the pool gives each
    session to one worker)."""

    def __init__(self, launcher: Launcher, profile: LeanProfile, work_dir: Path,
                 startup_timeout: float = 600.0, translate: bool = False) -> None:
        self.launcher = launcher
        self.translates = translate  # the program holds the translation module (session_program_text)
        self.profile = profile
        self.work_dir = work_dir
        self.startup_timeout = startup_timeout
        self.nonce = secrets.token_hex(16)
        self.proc: subprocess.Popen[bytes] | None = None
        self.answers: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.noise: collections.deque[str] = collections.deque(maxlen=20)  # non-protocol stdout lines
        self.stderr_tail: collections.deque[str] = collections.deque(maxlen=40)
        self.launched_at = 0.0
        self.ready_at: float | None = None
        self.ready_info: SessionAnswer | None = None
        self.items_done = 0
        self._dir: Path | None = None
        self._stderr_reader: threading.Thread | None = None
        self._next_id = 0

    # -- life cycle ---------------------------------------------------------------------------
    def start(self) -> None:
        self._dir = self.work_dir / f"session-{self.nonce[:12]}"
        program = self._dir / PROGRAM_NAME
        text = session_program_text(self.translates)
        try:  # a full disk or a read-only work folder: the run's error, not the item's crash
            self.work_dir.mkdir(parents=True, exist_ok=True)
            self._dir.mkdir()
            program.write_text(text, encoding="utf-8")
        except OSError as exc:
            shutil.rmtree(self._dir, ignore_errors=True)
            raise WriteError(program, exc) from None
        # -j1: one task thread. Items come one at a time and a pool runs a session per core, so more
        # would only compete for the cores; the embedded Lean then starts one pthread worker less
        # (host/lean_patch.js), so a session starts faster and holds less memory (docs/benchmarks.md)
        command = self.launcher.command(program, self._dir, ["-j1", "--run"])
        cwd = self.launcher.lake_project if isinstance(self.launcher, NativeLauncher) else None
        self.launched_at = time.monotonic()
        self.proc = subprocess.Popen(
            command, cwd=str(cwd or self._dir), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, start_new_session=True,
            env={**os.environ, **(self.launcher.env() or {}), **reaper.parent_watch()},
        )
        reaper.register(self.proc)
        threading.Thread(target=self._read_stdout, daemon=True).start()
        self._stderr_reader = threading.Thread(target=self._read_stderr, daemon=True)
        self._stderr_reader.start()
        self._send(SessionSetup(nonce=self.nonce, imports=session_imports(self.profile),
                                prelude=[base_text(self.profile)]))
        ready = self._receive(self.startup_timeout, "start-up")
        if not ready.ready:
            self.kill()
            raise SessionDied(f"the Lean session did not start: {ready.model_dump(exclude_unset=True)}")
        errors = [m for m in ready.messages or [] if m.severity == "error"]
        if errors:
            self.kill()
            raise SessionDied("the base environment (imports/prelude) failed: " + errors[0].data[:500])
        self.ready_at = time.monotonic()
        self.ready_info = ready

    @property
    def startup_s(self) -> float | None:
        return None if self.ready_at is None else self.ready_at - self.launched_at

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def rss_bytes(self) -> int | None:
        if self.proc is None:
            return None
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        except (OSError, ValueError):
            return None
        return None

    def close(self, timeout: float = 10.0) -> None:
        """Ask the session to quit; kill it if it does not."""
        if self.alive:
            try:
                self._send(SessionQuit())
                assert self.proc is not None
                self.proc.wait(timeout=timeout)
            except (OSError, subprocess.TimeoutExpired, SessionError):
                pass
        self.kill()

    def kill(self) -> None:
        if self.proc is not None:
            if self.proc.poll() is None:
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except (ProcessLookupError, PermissionError):
                    pass
                try:
                    self.proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    pass
            reaper.unregister(self.proc)
            for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
                try:
                    if stream is not None:
                        stream.close()
                except OSError:
                    pass
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None

    # -- requests -----------------------------------------------------------------------------
    def request(self, payload: SessionRequest, timeout: float) -> SessionAnswer:
        """Send one request and wait for its answer; on a hang the process is killed."""
        self._next_id += 1
        self._send(payload.model_copy(update={"id": self._next_id}))
        answer = self._receive(timeout, "request")
        if answer.id != self._next_id:
            self.kill()
            raise SessionDied(f"answer out of order (expected id {self._next_id}, got {answer.id!r})")
        self.items_done += 1
        return answer

    def _send(self, payload: SessionSetup | SessionRequest | SessionQuit) -> None:
        if not self.alive:
            raise self._died("before a request")
        assert self.proc is not None and self.proc.stdin is not None
        try:
            self.proc.stdin.write((payload.model_dump_json(exclude_none=True) + "\n").encode("utf-8"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as exc:
            raise self._died("while taking a request") from exc

    def _receive(self, timeout: float, stage: str) -> SessionAnswer:
        try:
            answer = self.answers.get(timeout=timeout)
        except queue.Empty:
            self.kill()
            raise SessionTimeout(f"no answer within {timeout:g} s during {stage}; Lean session killed") from None
        if answer is None:
            if self.proc is not None:
                try:
                    self.proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    pass
            died = self._died(DURING_STARTUP if stage == "start-up" else "while answering a request")
            self.kill()
            raise died
        try:
            return SessionAnswer.model_validate(answer)
        except ValidationError as exc:
            self.kill()
            raise SessionDied(f"a malformed answer during {stage}: {str(exc)[:500]}") from None

    def _died(self, where: str) -> SessionDied:
        """How the process ended (exit status, the stderr line that says why), as a SessionDied."""
        code = None
        if self.proc is not None:
            try:
                code = self.proc.wait(timeout=2)  # a broken pipe comes a moment before the exit
            except subprocess.TimeoutExpired:
                code = None
        if self._stderr_reader is not None:
            self._stderr_reader.join(timeout=2)  # its last lines say why
        ended = LeanExit.of(code, list(self.noise) + list(self.stderr_tail))  # stderr last: it says why
        return SessionDied(ended.describe(where), ended)

    def _read_stdout(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        prefix = (self.nonce + " ").encode()
        for raw in self.proc.stdout:
            if raw.startswith(prefix):
                try:
                    self.answers.put(json.loads(raw[len(prefix):].decode("utf-8", "replace")))
                except json.JSONDecodeError:
                    self.noise.append(raw[:200].decode("utf-8", "replace"))
            else:
                self.noise.append(raw[:200].decode("utf-8", "replace").rstrip())
        self.answers.put(None)

    def _read_stderr(self) -> None:
        assert self.proc is not None and self.proc.stderr is not None
        for raw in self.proc.stderr:
            self.stderr_tail.append(raw.decode("utf-8", "replace").rstrip()[:300])
