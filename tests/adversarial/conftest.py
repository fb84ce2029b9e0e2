"""The real-Lean attack modules' runner: session mode, no cache, one process."""

from __future__ import annotations

import pytest

from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig


@pytest.fixture(scope="module")
def runner(lean_required, tmp_path_factory) -> LeanRunner:
    return LeanRunner(LeanConfig(mode="session", cache=False, pool_size=1, item_timeout=90),
                      work_dir=tmp_path_factory.mktemp("attack"))  # not closed: sessions are handed on
