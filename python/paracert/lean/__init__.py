"""The Lean backend: batched runs of real Lean 4 (embedded WASM under Node 24, or native)."""

from paracert.lean.items import BatchStats, ErrorCategory, ItemResult, LeanItem, LeanMessage, Status
from paracert.lean.runner import LeanRunner

__all__ = ["BatchStats", "ErrorCategory", "ItemResult", "LeanItem", "LeanMessage", "LeanRunner", "Status"]
