"""Where Lean sessions run: `local` (this machine's SessionPool) or `ray` (Ray actors, ray_backend.py).

Commands that fan out add `--backend` with `add_backend_option(parser)`; the choice reaches
`LeanRunner(backend=...)`. Default: $PARACERT_BACKEND, else local.

`LeanBackend` is what `LeanRunner` needs from the pool its session items run on: `SessionPool`
(pool.py), `RayPool` (ray_backend.py), or a test's named fake (`LeanRunner(pool=...)`).
"""

from __future__ import annotations

import argparse
import os
from typing import Protocol, TypedDict

from paracert.lean.backends.pool import OnResult, PoolStats
from paracert.lean.items import ItemResult, LeanItem
from paracert.lean.launch.launchers import LauncherError

BACKENDS = ("local", "ray")


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
    """A bad backend choice (the commands report launcher errors without a traceback)."""


def default_backend() -> str:
    raw = os.environ.get("PARACERT_BACKEND") or "local"
    choice = raw.lower()
    if choice not in BACKENDS:
        raise BackendError(f"PARACERT_BACKEND={raw!r}: choose local or ray")
    return choice


def resolve_backend(choice: str | None) -> str:
    """`choice` (from --backend) or $PARACERT_BACKEND or local."""
    if choice is None:
        return default_backend()
    if choice not in BACKENDS:
        raise BackendError(f"--backend {choice!r}: choose local or ray")
    return choice


def add_backend_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--backend", choices=BACKENDS, default=None,
        help="where Lean sessions run: local (this machine) or ray (Ray actors, one Lean session each; "
             "RAY_ADDRESS names a cluster, otherwise a local Ray is started; needs paracert[ray]). "
             "Default: $PARACERT_BACKEND, else local",
    )


class BackendKwargs(TypedDict, total=False):
    backend: str


def backend_kwargs(args: argparse.Namespace) -> BackendKwargs:
    """`{"backend": ...}` for a runner factory when --backend was given, else {} (the default applies)."""
    choice = getattr(args, "backend", None)
    return {"backend": choice} if choice else {}
