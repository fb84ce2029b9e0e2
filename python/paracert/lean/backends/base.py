"""`LeanBackend`: what `LeanRunner` needs from the sessions its items run on.

Implemented by `SessionPool` (pool.py: this machine), `RayPool` (ray_backend.py: Ray actors),
`DaemonBackend` (daemon_client.py: the warm background daemon, then a local backend for what it did
not answer), `BatchBackend` (batch.py: batch files, one Lean process each) and a test's named fake
(`LeanRunner(config, backend=...)`). `LeanRunner` picks one from the configuration (`mode`,
`backend`, `daemon`).
"""

from __future__ import annotations

from typing import Protocol

from paracert.lean.backends.pool import OnResult, PoolStats
from paracert.lean.items import ItemResult, LeanItem
from paracert.lean.launch.launchers import LauncherError


class LeanBackend(Protocol):
    """Runs items on Lean: one result per item, in order; `on_result` sees each as it settles
    (from a worker thread). `stats` counts what it did (`startups_s` grows by each start-up)."""

    stats: PoolStats

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]: ...

    def close(self) -> None:
        """Stop the sessions, if any (a later run starts or adopts new ones)."""
        ...


class BackendError(LauncherError):
    """A backend that cannot serve the configuration (the commands report launcher errors without a traceback)."""
