"""The Lean backend: batched runs of real Lean 4 (embedded WASM under Node 24, or native).

The names below are imported on first use (PEP 562), so importing one submodule (e.g. the reaper
the command line installs) does not import the runner and every backend behind it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# public name -> the module that defines it
_EXPORTS = {
    "BatchStats": "paracert.lean.items",
    "ErrorCategory": "paracert.lean.items",
    "ItemResult": "paracert.lean.items",
    "LeanItem": "paracert.lean.items",
    "LeanMessage": "paracert.lean.items",
    "Status": "paracert.lean.items",
    "LeanRunner": "paracert.lean.runner",
}
__all__ = ["BatchStats", "ErrorCategory", "ItemResult", "LeanItem", "LeanMessage", "LeanRunner", "Status"]

if TYPE_CHECKING:  # what a type checker sees; at run time __getattr__ imports on first use
    from paracert.lean.items import BatchStats, ErrorCategory, ItemResult, LeanItem, LeanMessage, Status
    from paracert.lean.runner import LeanRunner


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'paracert.lean' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next access is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})
