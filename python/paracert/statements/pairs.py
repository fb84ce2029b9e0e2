"""A pair of closed Lean statements to compare: the unit certification takes and gives a verdict on.

The checks its untrusted text must pass before Lean sees it are `certify.pairs` (the statement
guard); this module holds only the record and the digest a certificate is bound to.
"""

from __future__ import annotations

import hashlib
import json

from pydantic import BaseModel, Field


class Pair(BaseModel):
    a: str = Field(description="canonical statement (closed Lean proposition)")
    b: str = Field(description="variant statement")
    family: str = "custom"
    pair_id: str | None = None
    a_true: bool | None = Field(default=None, description="ground truth of A, when known (answer key)")

    def digest(self, lean_version: str) -> str:
        """SHA256 of (A, B, family, Lean version[, a_true]): what a certificate is bound to. The answer
        key takes part only when given, so pairs without one keep their digests."""
        fields: list = [self.a, self.b, self.family, lean_version]
        if self.a_true is not None:
            fields.append(self.a_true)
        payload = json.dumps(fields, ensure_ascii=False)
        return hashlib.sha256(payload.encode()).hexdigest()

    @property
    def label(self) -> str:
        return self.pair_id or f"{self.family}:{self.a[:30]}…"
