"""Where the shared external data lives."""

from __future__ import annotations

import os
from pathlib import Path

from paracert.paths import project_root

ENV_VAR = "PARACERT_SHARED_DATA"


def shared_data_dir() -> Path:
    """``$PARACERT_SHARED_DATA`` if set, else ``<project root>/../shared/data``."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    root = project_root()
    if root is None:
        raise FileNotFoundError(f"shared data folder unknown outside a checkout: set {ENV_VAR}")
    return (root.parent / "shared" / "data").resolve()


def forminv_dir() -> Path:
    return shared_data_dir() / "forminv"


def recorded_dir() -> Path:
    return forminv_dir() / "recorded"
