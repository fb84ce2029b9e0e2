"""paracert: Lean 4-certified paraphrase equivalence for math-reasoning benchmarks.

The public API (docs/api.md): `LeanConfig`, `Certifier`, `check_certificates`, `evaluate`,
`make_report` (`paracert.api.report`: the name `paracert.report` is the report stage's package),
and the records they take and give (`Pair`, `PairVerdict`, `Variant`, `Verdict`, `CheckReport`,
`Run`, `Report`), plus the scripted and replayed model providers. Each name is imported on first
use (PEP 562), so `import paracert` stays cheap and loads no stage; every stage module imports this
package first, so it must not import them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from paracert._version import __version__

# public name -> the module that defines it
_EXPORTS = {
    "LeanConfig": "paracert.lean.config",
    "LeanRunner": "paracert.lean.runner",
    "Certifier": "paracert.api",
    "check_certificates": "paracert.api",
    "evaluate": "paracert.api",
    "make_report": "paracert.api",
    "Pair": "paracert.statements.pairs",
    "PairVerdict": "paracert.statements.verdicts",
    "Variant": "paracert.statements.schema",
    "Verdict": "paracert.statements.schema",
    "CheckReport": "paracert.certify.check",
    "Run": "paracert.llm.rundir",
    "Report": "paracert.report.compute",
    "Provider": "paracert.llm.providers",
    "ReplayProvider": "paracert.llm.providers",
    "ScriptedProvider": "paracert.llm.providers",
    "always_true": "paracert.llm.providers",
    "always_false": "paracert.llm.providers",
    "random_baseline": "paracert.llm.providers",
}
__all__ = [  # written out for linters; tests/test_public_api.py keeps it equal to __version__ + _EXPORTS
    "__version__", "LeanConfig", "LeanRunner", "Certifier", "check_certificates", "evaluate", "make_report", "Pair",
    "PairVerdict", "Variant", "Verdict", "CheckReport", "Run", "Report", "Provider", "ReplayProvider",
    "ScriptedProvider", "always_true", "always_false", "random_baseline",
]

if TYPE_CHECKING:  # what a type checker sees; at run time __getattr__ imports on first use
    from paracert.api import Certifier, check_certificates, evaluate, make_report
    from paracert.certify.check import CheckReport
    from paracert.lean.config import LeanConfig
    from paracert.lean.runner import LeanRunner
    from paracert.llm.providers import (
        Provider,
        ReplayProvider,
        ScriptedProvider,
        always_false,
        always_true,
        random_baseline,
    )
    from paracert.llm.rundir import Run
    from paracert.report.compute import Report
    from paracert.statements.pairs import Pair
    from paracert.statements.schema import Variant, Verdict
    from paracert.statements.verdicts import PairVerdict


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'paracert' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next access is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_EXPORTS})
