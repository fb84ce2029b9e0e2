"""A rich progress bar on stderr for long Lean runs (silent when stderr is not a terminal)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


@contextmanager
def item_progress(description: str, enabled: bool | None = None) -> Iterator[object]:
    enabled = sys.stderr.isatty() if enabled is None else enabled
    if not enabled:
        yield None
        return
    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), transient=True
    ) as bar:
        task = bar.add_task(description, total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield update
