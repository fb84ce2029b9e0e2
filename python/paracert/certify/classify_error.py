"""Name the kind of mistake a refuted variant makes, where a syntactic comparison shows it."""

from __future__ import annotations


def classify_difference(a: str, b: str) -> str:
    try:
        from paracert.certify.counterexample import classify_error_kind
    except ImportError:  # pragma: no cover
        return "other"
    try:
        return str(classify_error_kind(a, b))
    except Exception:  # the parser covers a fragment only
        return "other"
