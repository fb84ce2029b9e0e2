"""Progress of long Lean runs on stderr: a rich progress bar when stderr is a terminal, otherwise a
plain line at most every `PLAIN_EVERY_S` seconds (so logs of long runs show they are alive, and short
runs print nothing). `enabled=False` silences both; `enabled=True` forces the bar."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

PLAIN_EVERY_S = 30.0
ProgressFn = Callable[[int, int], None]  # update(done, total)


@contextmanager
def item_progress(description: str, enabled: bool | None = None) -> Iterator[ProgressFn | None]:
    if enabled is False:
        yield None
        return
    if enabled is None and not sys.stderr.isatty():
        yield plain_progress(description)
        return
    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), transient=True
    ) as bar:
        task = bar.add_task(description, total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield update


def plain_progress(description: str, every_s: float = PLAIN_EVERY_S, stream: TextIO | None = None,
                   clock: Callable[[], float] = time.monotonic) -> ProgressFn:
    """An update(done, total) that writes `description: done/total items, N s` to `stream` (stderr)
    when `every_s` seconds have passed since the start or the last line."""
    start = clock()
    last = [start]

    def update(done: int, total: int) -> None:
        now = clock()
        if now - last[0] >= every_s:
            last[0] = now
            print(f"{description}: {done}/{total} Lean items, {now - start:.0f} s", file=stream or sys.stderr,
                  flush=True)

    return update
