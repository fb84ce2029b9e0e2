"""`BatchBackend`: items packed into batch files (batch_file.py), each run in one Lean process
(process.py), at most `processes` at once, and Lean's messages mapped back to the items.

A process that hangs or dies settles the item it was on (timeout / crashed) and leaves the rest
`not_run`: they go to a fresh process. Every such round settles at least one item, so rounds go on
while they make progress; `max_rounds` caps rounds that settle nothing (their items are then
reported `not_run`). Results are handed on as each process finishes, so a run killed later keeps
every finished process's items.
"""

from __future__ import annotations

import asyncio
import logging
import tempfile
from pathlib import Path

from paracert.lean.backends.batch_file import BatchFile, build_batch, rebase
from paracert.lean.backends.pool import OnResult, PoolStats
from paracert.lean.backends.process import ProcessOutcome, run_lean_process
from paracert.lean.items import ErrorCategory, ItemResult, LeanItem, LeanMessage, Status
from paracert.lean.launch import reaper
from paracert.lean.launch.exits import DURING_STARTUP, LeanExit, while_on
from paracert.lean.launch.launchers import Launcher, NativeLauncher
from paracert.lean.launch.profile import LeanProfile
from paracert.lean.text.classify import judge_messages

log = logging.getLogger(__name__)

# Items per Lean process. Start-up dominates, but memory grows with every item: one embedded-Lean
# process given ~900 certification items grew past 11-16 GB and was killed by the OOM killer
# (measured). 400 keeps a process within a few GB while start-up stays amortized.
DEFAULT_BATCH_SIZE = 400


class BatchBackend:
    """Runs items in batch files, one Lean process per file (the batch profile: `for_batch`)."""

    def __init__(self, launcher: Launcher, profile: LeanProfile, work_dir: Path, *, processes: int,
                 startup_timeout: float, batch_size: int = DEFAULT_BATCH_SIZE, max_rounds: int = 3) -> None:
        self.launcher = launcher
        self.profile = profile
        self.work_dir = work_dir
        self.processes = processes
        self.startup_timeout = startup_timeout
        self.batch_size = batch_size
        self.max_rounds = max_rounds
        self.stats = PoolStats()

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]:
        results = asyncio.run(self._run(items, item_timeout, default_heartbeats, on_result))
        return [results.get(it.item_id) or ItemResult(item_id=it.item_id, status=Status.not_run,
                                                      detail="not run: paracert was stopping") for it in items]

    def close(self) -> None:
        """Nothing to stop: every process ends within its run."""

    async def _run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
                   on_result: OnResult | None) -> dict[str, ItemResult]:
        semaphore = asyncio.Semaphore(self.launcher.within_memory(self.processes))
        results: dict[str, ItemResult] = {}
        todo = items
        round_no, idle_rounds = 0, 0
        while todo and not reaper.stopping():
            round_no += 1
            last_chance = idle_rounds + 1 >= self.max_rounds
            chunks = [todo[i : i + self.batch_size] for i in range(0, len(todo), self.batch_size)]

            async def one(chunk: list[LeanItem]) -> list[ItemResult]:
                async with semaphore:
                    return await self._run_chunk(chunk, item_timeout, default_heartbeats)

            retry: list[LeanItem] = []
            by_id = {it.item_id: it for it in todo}
            for finished in asyncio.as_completed([one(c) for c in chunks]):
                for res in await finished:
                    if res.status == Status.not_run and not last_chance:
                        retry.append(by_id[res.item_id])
                        continue
                    results[res.item_id] = res
                    self.stats.items += 1
                    if on_result:
                        on_result(res)
            if retry:
                log.info("round %d: %d items not reached; retrying in a fresh process", round_no, len(retry))
            idle_rounds = idle_rounds + 1 if len(retry) == len(todo) else 0
            todo = retry
        return results

    async def _run_chunk(self, chunk: list[LeanItem], item_timeout: float,
                         default_heartbeats: int) -> list[ItemResult]:
        batch = build_batch(chunk, self.profile, default_heartbeats, live_markers=self.launcher.live_markers)
        self.work_dir.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=self.work_dir, prefix="batch-") as tmp:
            path = Path(tmp) / "Batch.lean"
            path.write_text(batch.text, encoding="utf-8")
            cwd = self.launcher.lake_project if isinstance(self.launcher, NativeLauncher) else None
            command = self.launcher.command(path, Path(tmp), ["--json"])
            log.debug("running %d items: %s", len(chunk), " ".join(command))
            outcome = await run_lean_process(
                command, cwd or Path(tmp), self.startup_timeout, item_timeout, self.launcher.env()
            )
        self.stats.process_s.append(outcome.ended_at - outcome.launched_at)
        if outcome.started_at is not None:
            self.stats.startups_s.append(outcome.started_at - outcome.launched_at)
        else:
            self.stats.unstarted += 1
        return assemble_results(batch, outcome)


def assemble_results(batch: BatchFile, outcome: ProcessOutcome) -> list[ItemResult]:
    """Turn a process outcome into one result per item of the batch."""
    per_item: dict[int, list[LeanMessage]] = {s.index: [] for s in batch.spans}
    header_errors: list[str] = []
    done_order = sorted((t, i) for i, t in outcome.done.items())
    for msg, arrived in outcome.messages:
        if msg.line is None:  # printed, not positioned: belongs to the item being elaborated then
            index = next((i for t, i in done_order if t >= arrived), None)
            if index is not None:
                per_item[index].append(LeanMessage(severity=msg.severity, text=msg.text, kind=msg.kind))
            continue
        span = batch.span_of_line(msg.line)
        if span is None:
            if msg.severity == "error":
                header_errors.append(msg.text)
            continue
        per_item[span.index].append(rebase(msg, span))

    results: list[ItemResult] = []
    previous = outcome.started_at
    first_missing_seen = False
    for span in batch.spans:
        item_id = span.item.item_id
        if header_errors:
            results.append(
                ItemResult(
                    item_id=item_id,
                    status=Status.error,
                    category=ErrorCategory.other,
                    detail="the batch header (imports/prelude) failed: " + header_errors[0][:500],
                )
            )
            continue
        done_at = outcome.done.get(span.index)
        if done_at is None and span.index in outcome.live:
            # finished, but the process was stopped before Lean reported its messages: run it again
            results.append(ItemResult(item_id=item_id, status=Status.not_run,
                                      detail="finished, but its messages were lost when the process was stopped"))
            continue
        if done_at is None:
            if outcome.started_at is None:
                status, detail = _startup_failure(outcome)
                results.append(ItemResult(item_id=item_id, status=status, category=_cat(status), detail=detail))
            elif not first_missing_seen:
                first_missing_seen = True
                status = Status.timeout if outcome.hung else Status.crashed
                detail = (
                    "Lean stopped answering on this item (wall-clock limit); process killed"
                    if outcome.hung
                    else LeanExit.of(outcome.returncode, outcome.stderr_tail).describe(while_on(item_id))
                )
                results.append(
                    ItemResult(
                        item_id=item_id,
                        status=status,
                        category=_cat(status),
                        messages=per_item[span.index],
                        detail=detail,
                        wall_limit_s=outcome.item_timeout if outcome.hung else None,
                    )
                )
            else:
                results.append(
                    ItemResult(item_id=item_id, status=Status.not_run, detail="process ended before this item")
                )
            continue
        messages = per_item[span.index]
        status, category, uses_sorry = judge_messages(messages)
        finished = outcome.live.get(span.index, done_at)  # live markers give real times where present
        elapsed = finished - previous if previous is not None else None
        previous = finished
        results.append(
            ItemResult(
                item_id=item_id,
                status=status,
                category=category,
                messages=messages,
                uses_sorry=uses_sorry,
                elapsed_s=elapsed,
            )
        )
    return results


def _startup_failure(outcome: ProcessOutcome) -> tuple[Status, str]:
    if outcome.hung:
        return Status.timeout, "Lean did not finish starting within the start-up limit; process killed"
    return Status.crashed, LeanExit.of(outcome.returncode, outcome.stderr_tail).describe(DURING_STARTUP)


def _cat(status: Status) -> ErrorCategory:
    return ErrorCategory.timeout if status == Status.timeout else ErrorCategory.crashed
