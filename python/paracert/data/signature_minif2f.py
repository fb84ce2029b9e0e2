"""miniF2F statements over ℝ in the signature prelude (the same table as FormInv,
`data/substrate/mathlib_map.json`): `theorem NAME (x y : ℝ) (f : ℝ → ℝ) (h₀ : P) … : C` becomes
`∀ {R : Type} [Paracert.LinearOrderedField R] (abs : R → R) (f : R → R), ∀ (x y : R), P → … → C`,
with ℝ a type variable, `abs`/`Real.sqrt` uninterpreted symbols and function binders kept as
parameters. Only statements whose body the T1 stand-in reads (arithmetic, order, logic over the
carrier; no ℕ/ℤ/ℚ, no other Real functions, no sets or sums) are kept; the rest are counted with
the reason."""

from __future__ import annotations

import json
import re
from pathlib import Path

from paracert.data.signature import Translation, Unmapped, translate
from paracert.transforms.signature import canonical_body

_OUTSIDE = re.compile(r"ℕ|ℤ|ℚ|ℂ|Real\.(?!sqrt\b)\w+|Finset|∑|∏|Set\b|Function\.|deriv|⌊|⌈|\bInt\b|\bNat\b|π|√|%|∣|↑")


def _top_level_groups(text: str) -> tuple[list[str], str]:
    """The binder groups `(…)` after the theorem name and the conclusion after the top-level ` : `."""
    groups, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c in "({[":
            close = {"(": ")", "{": "}", "[": "]"}[c]
            depth, j = 0, i
            while j < n:
                if text[j] == c:
                    depth += 1
                elif text[j] == close:
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            groups.append(text[i:j + 1])
            i = j + 1
        elif c == ":":
            return groups, text[i + 1:].strip()
        else:
            raise Unmapped(f"binder list not understood at {text[i:i + 20]!r}")
    raise Unmapped("no conclusion")


def _paren(p: str) -> str:
    p = " ".join(p.split())
    return f"({p})" if any(op in p for op in ("→", "↔", "∀", "∃")) else p


def translate_minif2f(formal_statement: str) -> Translation:
    text = formal_statement.strip()
    m = re.match(r"theorem\s+\S+", text)
    if not m:
        raise Unmapped("not a theorem")
    text = re.sub(r":=\s*by\s+sorry\s*$", "", text[m.end():]).strip()
    if "ℝ" not in text:
        raise Unmapped("not over ℝ")
    bad = _OUTSIDE.search(text)
    if bad:
        raise Unmapped(f"uses {bad.group(0)!r}, which the signature table does not map")
    if re.search(r"\^\s*(?![\d\s])|\^\s*\d+\s*/", text):  # x ^ (y : ℝ), x ^ (1/3): Mathlib's Real.rpow
        raise Unmapped("uses a real exponent (Mathlib's Real.rpow, not in the signature)")
    groups, concl = _top_level_groups(text)
    binders, hyps = [], []
    for g in groups:
        if g[0] != "(" or ":" not in g:
            raise Unmapped(f"binder {g!r} not understood")
        names, ty = g[1:-1].split(":", 1)
        ty = " ".join(ty.split())
        if ty == "ℝ" or re.fullmatch(r"ℝ( → ℝ)+", ty):
            binders.append(f"({' '.join(names.split())} : {ty})")
        else:
            hyps.append(_paren(ty))
    if not binders:
        raise Unmapped("no ℝ binder")
    body = " → ".join(hyps + [_paren(concl)])
    return translate("minif2f", f"theorem x : ∀ {' '.join(binders)}, {body}")


def minif2f_signature_records(path: Path) -> tuple[list[dict], dict[str, int]]:
    """Signature records (as `forminv_signature.jsonl` rows) of the miniF2F file's ℝ statements that
    the stand-in reads, and the count of the others by reason."""
    rows: list[dict[str, object]] = []
    skipped: dict[str, int] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        try:
            tr = translate_minif2f(r["formal_statement"])
        except Unmapped as exc:
            key = str(exc).split(",")[0]
            skipped[key] = skipped.get(key, 0) + 1
            continue
        body = canonical_body(tr.body, tr.carriers, tr.symbol_types)
        if body is None:
            skipped["outside the T1 stand-in"] = skipped.get("outside the T1 stand-in", 0) + 1
            continue
        rows.append({"theorem_id": f"minif2f:{r['name']}", "lean": f"{tr.prefix} {body}",
                     "signature_prefix": tr.prefix, "signature_body": body, "carriers": tr.carriers,
                     "symbols": tr.symbols, "symbol_types": tr.symbol_types, "mapping": tr.mapping,
                     "profile": "signature"})
    return rows, skipped
