"""Run one batch file in one Lean process, streaming its messages, under two wall-clock limits:
`startup_timeout` until the start marker, then `item_timeout` between consecutive markers (live
markers where the batch has them: message markers may arrive in late bursts).
A hung item is killed and named; items after it come back `not_run`.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import os
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path

from paracert.lean.backends.batch_file import (
    DONE_PREFIX,
    LIVE_PREFIX,
    START_MARKER,
    RawMessage,
    marker_of,
    parse_message_line,
)
from paracert.lean.launch.reaper import parent_watch

log = logging.getLogger(__name__)


@dataclass
class ProcessOutcome:
    messages: list[tuple[RawMessage, float]] = field(default_factory=list)  # message, arrival (monotonic)
    done: dict[int, float] = field(default_factory=dict)  # item index -> arrival of its done marker
    live: dict[int, float] = field(default_factory=dict)  # item index -> arrival of its live marker
    started_at: float | None = None  # arrival of the start marker
    launched_at: float = 0.0
    ended_at: float = 0.0
    returncode: int | None = None
    hung: bool = False  # killed by a wall-clock limit
    stage: str = "startup"  # where a hang happened: 'startup' or 'items'
    stderr_tail: list[str] = field(default_factory=list)
    item_timeout: float | None = None  # the per-item wall-clock limit the process ran under


async def run_lean_process(
    command: list[str],
    cwd: Path,
    startup_timeout: float,
    item_timeout: float,
    env: dict[str, str] | None = None,
) -> ProcessOutcome:
    out = ProcessOutcome(launched_at=time.monotonic(), item_timeout=item_timeout)
    proc = await asyncio.create_subprocess_exec(
        *command,
        cwd=str(cwd),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        start_new_session=True,
        env={**os.environ, **(env or {}), **parent_watch()},
        limit=64 * 1024 * 1024,
    )
    tail: collections.deque[str] = collections.deque(maxlen=40)

    async def drain_stderr() -> None:
        assert proc.stderr is not None
        async for raw in proc.stderr:
            tail.append(raw.decode("utf-8", "replace").rstrip())

    stderr_task = asyncio.create_task(drain_stderr())
    deadline = out.launched_at + startup_timeout
    assert proc.stdout is not None
    try:
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError
            raw = await asyncio.wait_for(proc.stdout.readline(), timeout=remaining)
            if not raw:
                break
            now = time.monotonic()
            text = raw.decode("utf-8", "replace")
            if text.startswith(LIVE_PREFIX):
                index = text[len(LIVE_PREFIX) :].strip()
                if index.isdigit():
                    out.live[int(index)] = now
                    deadline = now + item_timeout
                continue
            msg = parse_message_line(text)
            if msg is None:
                continue
            marker = marker_of(msg)
            if marker == START_MARKER:
                out.started_at, out.stage, deadline = now, "items", now + item_timeout
            elif marker and marker.startswith(DONE_PREFIX):
                out.done[int(marker[len(DONE_PREFIX) :])] = now
                deadline = now + item_timeout
            else:
                out.messages.append((msg, now))
    except TimeoutError:
        out.hung = True
        log.warning("Lean process hung during %s; killing it", out.stage)
        _kill_group(proc.pid)
    out.returncode = await proc.wait()
    try:
        await asyncio.wait_for(stderr_task, timeout=5)
    except TimeoutError:
        stderr_task.cancel()
    out.ended_at = time.monotonic()
    out.stderr_tail = list(tail)
    return out


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
