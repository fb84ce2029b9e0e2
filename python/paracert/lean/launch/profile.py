"""A Lean profile: the header every item of a batch is elaborated under.

`core` (default): core Lean + the project's Lean sources (lean/Paracert/Prelude.lean, Rules.lean,
Tactics.lean, Signature/*.lean), prepended as text because the embedded Lean hides plain defs of imported modules.
`bare`: core Lean only. `mathlib`: `import Mathlib`, for native toolchains that have it.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

from pydantic import BaseModel

from paracert.lean.items import ProfileName
from paracert.paths import lean_source_dir

_HEADER_LINE = re.compile(r"^\s*(import|module|prelude)\b.*$", re.MULTILINE)
# In dependency order. The signature prelude (lean/Paracert/Signature/, Mathlib's class names as
# operation-only classes, docs/trust.md) is part of the text, hence of the profile digest and of
# every cache key built from it.
# The tactics come last: a macro's lemma names resolve where the macro is defined (the laws of Signature/Laws).
PROJECT_MODULES = ["Prelude", "Rules", "Gate", "Signature/Algebra", "Signature/Order", "Signature/Sets",
                   "Signature/Laws", "Tactics"]

# What the project's Lean sources import (their own import lines are dropped from the text): all of
# Init, as a bare item has it, and the elaborator's modules for the closed-term gate (Gate.lean).
# Init must be named: the elaborator's modules import only parts of it (measured: without it, `grind`
# fails with "Unknown constant `Lean.Grind.CommRing`").
CORE_IMPORTS = ("Init", "Lean.Elab.Tactic.ElabTerm")


class LeanProfile(BaseModel):
    name: ProfileName
    imports: list[str] = []
    options: list[str] = ["set_option autoImplicit false"]
    prelude: str = ""

    def header(self) -> str:
        lines = [f"import {m}" for m in self.imports] + self.options
        if self.prelude:
            lines.append(self.prelude.rstrip())
        return "\n".join(lines) + "\n"

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.header().encode()).hexdigest()


def strip_header(text: str) -> str:
    return _HEADER_LINE.sub("", text).strip() + "\n"


@lru_cache(maxsize=1)
def prelude_text() -> str:
    """The project's Lean sources as one text, without their import lines."""
    parts = [(lean_source_dir() / "Paracert" / f"{m}.lean").read_text(encoding="utf-8") for m in PROJECT_MODULES]
    return "\n".join(strip_header(p) for p in parts)


# Batch files: the embedded Lean reads a batch file as a plain (non-module) file, where an elaborator
# defined in the file cannot use the elaborator's modules (measured: "Invalid `meta` definition …
# not accessible here"), and where `#eval` of an IO action fails once they are imported — the live
# markers are such actions. A batch therefore gets a gate that always fails: nothing is certified
# and no certified certificate verifies in batch mode (session mode, the default, runs the gate).
GATE_STUB = ('macro "paracert_gate" : tactic => `(tactic| fail "the closed-term gate runs in session mode '
             'only (PARACERT_LEAN_MODE=session)")\n')


def gate_source() -> str:
    return strip_header((lean_source_dir() / "Paracert" / "Gate.lean").read_text(encoding="utf-8"))


def for_batch(profile: LeanProfile) -> LeanProfile:
    """The profile a batch file is elaborated under: the core profile's gate replaced by GATE_STUB
    (and without the elaborator's modules); any other profile as it is."""
    gate = gate_source()
    if profile.name != "core" or gate not in profile.prelude:
        return profile
    return LeanProfile(name="core", imports=["Init"], options=list(profile.options),
                       prelude=profile.prelude.replace(gate, GATE_STUB))


def get_profile(name: str = "core", with_prelude: bool = True) -> LeanProfile:
    prelude = prelude_text() if with_prelude else ""
    if name == "core":
        # the closed-term gate (Gate.lean) is a tactic written in Lean: the elaborator's modules
        return LeanProfile(name="core", imports=list(CORE_IMPORTS) if with_prelude else [], prelude=prelude)
    if name == "bare":
        return LeanProfile(name="bare")
    if name == "mathlib":
        return LeanProfile(name="mathlib", imports=["Mathlib"])
    raise ValueError(f"unknown Lean profile {name!r} (choose core, bare, mathlib)")
