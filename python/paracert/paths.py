"""Where paracert keeps its installs, caches and the project's own Lean sources."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def project_root() -> Path | None:
    """The checkout this package runs from (editable installs), or None for a plain install."""
    candidate = PACKAGE_DIR.parent.parent
    if (candidate / "pyproject.toml").exists() and (candidate / "lean" / "Paracert").is_dir():
        return candidate
    return None


def _home() -> Path:
    root = project_root()
    return root if root is not None else Path.home() / ".cache" / "paracert"


def wasm_install_dir() -> Path:
    """Folder holding Node-side files of the embedded Lean (lean.js, lean.wasm, the library)."""
    env = os.environ.get("PARACERT_LEAN_WASM_DIR")
    return Path(env) if env else _home() / ".lean-wasm"


def cache_dir() -> Path:
    env = os.environ.get("PARACERT_CACHE_DIR")
    return Path(env) if env else _home() / ".paracert-cache"


def lean_source_dir() -> Path:
    """lean/ with Paracert/Prelude.lean etc.; shipped in the checkout."""
    env = os.environ.get("PARACERT_LEAN_SRC")
    if env:
        return Path(env)
    root = project_root()
    if root is None:
        raise FileNotFoundError("paracert's lean/ sources not found: set PARACERT_LEAN_SRC to the checkout's lean/")
    return root / "lean"
