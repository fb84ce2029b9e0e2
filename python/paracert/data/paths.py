"""Where paracert finds its data files.

The files README's commands and `paracert demo` read ship in the checkout's ``data/`` folder
(``data/forminv/``, ``data/minif2f/``, with their licences; an installed package carries a copy).
The shared external data (``$PARACERT_SHARED_DATA``, else ``../shared/data`` beside the checkout)
is an optional source of larger reference files that do not ship (``forminv/forminv_v3_103.jsonl``,
ProofNet, PutnamBench); no file the repository ships is read from it.
"""

from __future__ import annotations

import os
from pathlib import Path

from paracert.paths import project_root, shipped

ENV_VAR = "PARACERT_SHARED_DATA"


def bundled_data_dir() -> Path | None:
    """The ``data/`` folder paracert ships (the checkout's, or an installed package's copy), or None."""
    try:
        return shipped("data")
    except FileNotFoundError:
        return None


def shared_data_dir() -> Path:
    """``$PARACERT_SHARED_DATA`` if set, else ``<project root>/../shared/data``."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env)
    root = project_root()
    if root is None:
        raise FileNotFoundError(f"shared data folder unknown outside a checkout: set {ENV_VAR}")
    return (root.parent / "shared" / "data").resolve()


def data_file(*parts: str) -> Path:
    """The data file ``<parts>``: the checkout's ``data/<parts>`` when it ships there, else the same path
    in the shared data. FileNotFoundError naming both places when neither holds it."""
    bundled = bundled_data_dir()
    if bundled is not None and bundled.joinpath(*parts).is_file():
        return bundled.joinpath(*parts)
    try:
        shared = shared_data_dir().joinpath(*parts)
    except FileNotFoundError as exc:
        raise FileNotFoundError(f"{'/'.join(parts)}: not shipped with paracert ({exc})") from None
    if shared.is_file():
        return shared
    where = f"{bundled.joinpath(*parts)} (not shipped)" if bundled is not None else "no checkout"
    raise FileNotFoundError(f"{'/'.join(parts)}: no such data file: not in the repository's data/ ({where}) nor "
                            f"in the shared data {shared} (set {ENV_VAR} to a folder holding it)")


def forminv_dir() -> Path:
    """The FormInv folder of the shared data (the larger reference files; `data_file` finds shipped ones)."""
    return shared_data_dir() / "forminv"


def recorded_dir() -> Path:
    return forminv_dir() / "recorded"
