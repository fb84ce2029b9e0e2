"""Where paracert keeps its installs, caches and the project's own Lean sources."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
# An installed wheel's copy of the checkout's lean/ and data/ (setup.py puts them there).
SHIPPED_DIR = PACKAGE_DIR / "_shipped"


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


def user_cache_home() -> Path:
    """`$XDG_CACHE_HOME/paracert` (`~/.cache/paracert`): the user's, outside any checkout."""
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "paracert"


def cache_dir() -> Path:
    """The result caches' folder: `$PARACERT_CACHE_DIR`, else the user's cache folder. Never a default
    inside a checkout: a result cache committed to a repository would otherwise be read as evidence."""
    env = os.environ.get("PARACERT_CACHE_DIR")
    return Path(env) if env else user_cache_home() / "results"


def shipped_root() -> Path:
    """The folder holding lean/ and data/ as paracert ships them: the checkout this package runs
    from (editable installs), else the installed package's copy."""
    root = project_root()
    if root is not None:
        return root
    if (SHIPPED_DIR / "lean" / "Paracert").is_dir():
        return SHIPPED_DIR
    raise FileNotFoundError(f"paracert's lean/ and data/ files are missing: neither a checkout nor {SHIPPED_DIR} "
                            "(reinstall paracert from its repository or a wheel built from it)")


def shipped(*parts: str) -> Path:
    """The file or folder ``parts`` of what paracert ships (``shipped("data", "mathlib", "vocabulary.json")``)."""
    return shipped_root().joinpath(*parts)


def lean_source_dir() -> Path:
    """lean/ with Paracert/Prelude.lean and the session programs: ``$PARACERT_LEAN_SRC``, else the shipped one."""
    env = os.environ.get("PARACERT_LEAN_SRC")
    return Path(env) if env else shipped("lean")
