"""A pair of closed Lean statements to compare: the unit certification takes and gives a verdict on.

The checks its untrusted text must pass before Lean sees it are `certify.pairs` (the statement
guard); this module holds only the record and the digest a certificate is bound to.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata

from pydantic import BaseModel, Field, field_validator


class Origin(BaseModel):
    """The Mathlib-syntax pair a translated pair was read from (`certify.mathlib_input`): each side's
    declaration and header as the user wrote them, the vocabulary that read them, and the theorem
    proved while reading (`∀ Σ, (A ↔ B)`). Part of the digest, so a certificate's name is bound to the
    user's text; `paracert check` reads the declarations again and compares."""
    a: str = Field(description="side A's declaration as written")
    b: str = Field(description="side B's declaration as written")
    a_header: str | None = Field(default=None, description="side A's header as written")
    b_header: str | None = Field(default=None, description="side B's header as written")
    vocabulary: str = Field(description="SHA256 of the vocabulary module that read the sides")
    pointwise: str | None = Field(default=None, description="the Lean theorem `∀ Σ, (A ↔ B)` with its proof, "
                                  "proved while reading (None: the translation has no prefix Σ)")


class Pair(BaseModel):
    a: str = Field(description="canonical statement (closed Lean proposition)")
    b: str = Field(description="variant statement")
    family: str = "custom"
    pair_id: str | None = None
    a_true: bool | None = Field(default=None, description="ground truth of A, when known (answer key)")
    header: str | None = Field(default=None, description="Lean header of both sides (Mathlib syntax: `import "
                               "Mathlib`, `open …`, `namespace`/`section`/`variable`/`set_option` lines)")
    a_header: str | None = Field(default=None, description="header of A (instead of `header`)")
    b_header: str | None = Field(default=None, description="header of B (instead of `header`)")
    origin: Origin | None = Field(default=None, description="set by paracert, never read from input: the "
                                  "Mathlib-syntax pair A and B were read from")

    @field_validator("pair_id")
    @classmethod
    def _printable(cls, value: str | None) -> str | None:
        """The name printed at the head of the pair's output lines: no control or format character (a
        newline or a bidirectional override in a pair id could forge or hide a line of paracert's
        output)."""
        if value is not None and (bad := next((c for c in value if unicodedata.category(c)[0] == "C"), None)):
            raise ValueError(f"contains the control or format character U+{ord(bad):04X}")
        return value

    def digest(self, lean_version: str) -> str:
        """SHA256 of (A, B, family, Lean version[, a_true][, headers][, origin]): what a certificate is
        bound to. The answer key, the headers and the origin take part only when given, so pairs without
        them keep their digests."""
        fields: list = [self.a, self.b, self.family, lean_version]
        if self.a_true is not None:
            fields.append(self.a_true)
        if self.header is not None or self.a_header is not None or self.b_header is not None:
            fields.append({"header": self.header, "a_header": self.a_header, "b_header": self.b_header})
        if self.origin is not None:
            fields.append({"origin": self.origin.model_dump(mode="json")})
        payload = json.dumps(fields, ensure_ascii=False)
        return hashlib.sha256(payload.encode()).hexdigest()

    @property
    def label(self) -> str:
        return self.pair_id or f"{self.family}:{self.a[:30]}…"
