"""`LeanBackend`: what `LeanRunner` needs from the sessions its items run on.

Implemented by `SessionPool` (pool.py: this machine), `RayPool` (ray_backend.py: Ray actors) and a
test's named fake (`LeanRunner(config, backend=...)`). The configuration picks one
(`LeanConfig.backend`: local or ray); the background daemon (daemon_client.py) runs a local pool of
its own for the items the runner hands it.
"""

from __future__ import annotations

from typing import Protocol

from paracert.lean.backends.pool import OnResult, PoolStats
from paracert.lean.items import ItemResult, LeanItem
from paracert.lean.launch.launchers import LauncherError


class LeanBackend(Protocol):
    """Runs items on warm Lean sessions: one result per item, in order; `on_result` sees each as
    it settles (from a worker thread). `stats.startups_s` grows by each session start-up."""

    stats: PoolStats

    def run(self, items: list[LeanItem], item_timeout: float, default_heartbeats: int,
            on_result: OnResult | None = None) -> list[ItemResult]: ...

    def close(self) -> None:
        """Stop the sessions (a later run starts or adopts new ones)."""
        ...


class BackendError(LauncherError):
    """A backend that cannot serve the configuration (the commands report launcher errors without a traceback)."""
