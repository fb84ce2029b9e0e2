"""`paracert check`, the trusted checker, stands alone: importing it loads only the modules listed here.

It re-derives every certificate from its manifest entry (the generated theorem text and its
literal-abstraction gate, the statement guard, the trust rules) and hands the items to a runner it is
given. The rewrite rules, the English renderer, the Lean backends, the counterexample search and the
Mathlib-syntax reader (a stage of its own, imported only when a directory holds translated pairs) are
not part of it. A new import fails this test: add the module here only if the checker must trust it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "python"

ALLOWED = {
    # packages on the way (their __init__ import nothing, or only on first use)
    "paracert", "paracert._version", "paracert.certify", "paracert.lean", "paracert.lean.text",
    "paracert.statements", "paracert.transforms",
    # the checker, the certificate store's manifest and the theorem texts it re-derives
    "paracert.certify.check", "paracert.certify.store", "paracert.certify.locks", "paracert.certify.theorems",
    "paracert.certify.pairs",
    # the literal-abstraction gate inside the certified text, and the statement parser it reads with
    "paracert.certify.abstraction", "paracert.certify.parsed", "paracert.transforms.ast",
    "paracert.transforms.parser", "paracert.transforms.printer", "paracert.transforms.signature",
    # the trust rules, Lean's token rules and the guard on them
    "paracert.lean.text.trust_rules", "paracert.lean.text.lexer", "paracert.lean.text.guard",
    # records: the Lean item, pairs, verdicts, the tactic table, errors
    "paracert.lean.items", "paracert.statements.pairs", "paracert.statements.schema",
    "paracert.statements.verdicts", "paracert.statements.tactics", "paracert.errors",
}


def _loaded_paracert_modules(module: str) -> set[str]:
    code = f"import sys, {module}; print('\\n'.join(m for m in sys.modules if m.split('.')[0] == 'paracert'))"
    env = {**os.environ, "PYTHONPATH": str(PACKAGE_DIR)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def test_the_checker_imports_only_the_allow_list() -> None:
    loaded = _loaded_paracert_modules("paracert.certify.check")
    assert "paracert.certify.check" in loaded
    extra = sorted(loaded - ALLOWED)
    assert not extra, f"importing paracert.certify.check now also loads {extra}: cut the import, or add the " \
                      "module to ALLOWED if the checker must trust it"


def test_the_checker_loads_none_of_the_untrusted_stages() -> None:
    loaded = _loaded_paracert_modules("paracert.certify.check")
    for heavy in ("paracert.transforms.rules", "paracert.transforms.nl", "paracert.lean.backends",
                  "paracert.lean.runner", "paracert.certify.counterexample", "paracert.certify.mathlib_input",
                  "paracert.data"):
        assert not {m for m in loaded if m == heavy or m.startswith(heavy + ".")}, heavy


def test_the_allow_list_is_what_is_loaded() -> None:
    """No stale entries: the list is the closure, so a cut shows up as a shorter list."""
    assert _loaded_paracert_modules("paracert.certify.check") == ALLOWED
