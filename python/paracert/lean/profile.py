"""A Lean profile: the imports and prelude text every item of a batch is elaborated under.

`core` (default): core Lean + the project prelude (lean/Paracert/Prelude.lean), prepended as text
because the embedded Lean treats every file as a module and hides plain defs of imported modules.
`mathlib`: `import Mathlib` for native toolchains that have it (no prelude: Mathlib has the notions).
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache

from pydantic import BaseModel

from paracert.paths import lean_source_dir

_HEADER_LINE = re.compile(r"^\s*(import|module|prelude)\b.*$", re.MULTILINE)


class LeanProfile(BaseModel):
    name: str
    imports: list[str] = []
    prelude: str = ""
    options: list[str] = ["set_option autoImplicit false"]

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
    return strip_header((lean_source_dir() / "Paracert" / "Prelude.lean").read_text(encoding="utf-8"))


def get_profile(name: str = "core", with_prelude: bool = True) -> LeanProfile:
    if name == "core":
        return LeanProfile(name="core", prelude=prelude_text() if with_prelude else "")
    if name == "bare":
        return LeanProfile(name="bare")
    if name == "mathlib":
        return LeanProfile(name="mathlib", imports=["Mathlib"])
    raise ValueError(f"unknown Lean profile {name!r} (choose core, bare, mathlib)")
