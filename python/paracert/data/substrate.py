"""The curated core-Lean substrate (data/substrate/, see its README): FormInv theorems and their
paraphrases formalized in core Lean + the prelude, and the FALSE controls. Turned into pairs
(canonical formalization, paraphrase formalization) for certification."""

from __future__ import annotations

import json
from pathlib import Path

from paracert.data.minif2f import minif2f_path
from paracert.data.signature_minif2f import minif2f_signature_records
from paracert.paths import shipped
from paracert.statements.pairs import Pair
from paracert.transforms.parser import ParseError, parse
from paracert.transforms.signature import prefix_variants
from paracert.transforms.signature_variants import generic_variants
from paracert.transforms.substrate import pairs_for_substrate


def substrate_dir() -> Path:
    return shipped("data", "substrate")


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def false_control_pairs(directory: Path | None = None) -> list[Pair]:
    """Canonical FALSE statement vs each of its phrasings (A is known false)."""
    records = _jsonl((directory or substrate_dir()) / "false_controls_core.jsonl")
    canonical = {r["theorem_id"]: r["lean"] for r in records if r["family"] == "canonical" and r.get("lean")}
    return [
        Pair(a=canonical[r["theorem_id"]], b=r["lean"], family=r["family"], pair_id=r["item_id"], a_true=False)
        for r in records
        if r["family"] != "canonical" and r.get("lean") and r["theorem_id"] in canonical
    ]


def forminv_pairs(directory: Path | None = None) -> list[Pair]:
    """Canonical TRUE theorem (core-Lean formalization) vs each paraphrase's formalization."""
    d = directory or substrate_dir()
    canonical = {r["theorem_id"]: r["lean"] for r in _jsonl(d / "forminv_core.jsonl") if r.get("lean")}
    return [
        Pair(a=canonical[r["theorem_id"]], b=r["lean"], family=r["family"], pair_id=r["item_id"], a_true=True)
        for r in _jsonl(d / "forminv_paraphrases.jsonl")
        if r.get("lean") and r["theorem_id"] in canonical
    ]


def forminv_t1_pairs(
    directory: Path | None = None, families: list[str] | None = None, limit_per_family: int | None = None
) -> list[Pair]:
    """Canonical core-Lean FormInv theorem vs each of its T1 variants (transforms.rules). Theorems
    outside the parser's fragment (e.g. over `Type`) have no T1 variants and are left out."""
    records = []
    for r in _jsonl((directory or substrate_dir()) / "forminv_core.jsonl"):
        if not r.get("lean"):
            continue
        try:
            parse(r["lean"])
        except ParseError:
            continue
        records.append((r["theorem_id"], r["lean"]))
    return pairs_for_substrate(records, families=families, limit_per_family=limit_per_family)


def forminv_signature_records(directory: Path | None = None) -> list[dict]:
    """The FormInv theorems translated into the signature prelude (`forminv_signature.jsonl`, built by
    `python3 -m paracert.data.signature_substrate` from the table `mathlib_map.json`)."""
    path = (directory or substrate_dir()) / "forminv_signature.jsonl"
    return _jsonl(path) if path.is_file() else []


def minif2f_signature_pairs(families: list[str] | None = None, limit_per_family: int | None = None) -> list[Pair]:
    """miniF2F's ℝ statements in the signature prelude (`data.signature_minif2f`) vs their T1 variants."""
    rows, _ = minif2f_signature_records(minif2f_path())
    return signature_pairs(rows, families, limit_per_family)


def forminv_signature_pairs(
    directory: Path | None = None, families: list[str] | None = None, limit_per_family: int | None = None
) -> list[Pair]:
    """Canonical signature statement vs each T1 variant of its body (`transforms.signature`), the
    signature binders kept in front. No answer key: with operation-only classes and uninterpreted
    symbols the canonical statement is not provable here (only Mathlib's axioms make it true), so a
    pair can be certified (A ↔ B for every interpretation) but never refuted by ¬ B."""
    return signature_pairs(forminv_signature_records(directory), families, limit_per_family)


def _noun(record: dict) -> tuple[str, str] | None:
    """How the English renderings name the carrier's elements: ℝ's are real numbers."""
    real = any(m["mathlib"] == "ℝ" for m in record.get("mapping", []))
    return ("real number", "real numbers") if real else None


def signature_pairs(records: list[dict], families: list[str] | None = None,
                    limit_per_family: int | None = None) -> list[Pair]:
    """Canonical signature statement vs each variant (body T1 variants, then prefix variants), for
    signature records (`forminv_signature.jsonl` rows or `signature_minif2f` rows)."""
    ranked: dict[str, list[tuple[int, int, Pair]]] = {}
    order = 0
    for r in records:
        a = r["lean"]
        rank: dict[str, int] = {}
        body_variants = [(t.family, t.key, f"{r['signature_prefix']} {t.lean}")
                         for t in generic_variants(r["signature_body"], r["carriers"], families,
                                                           r.get("symbol_types"), _noun(r))]
        head_variants = [(t.family, t.key, t.lean) for t in prefix_variants(a)
                         if families is None or t.family in families]
        seen = {a}
        for family, key, b in body_variants + head_variants:
            if b in seen:
                continue
            seen.add(b)
            k = rank.get(family, 0)
            rank[family] = k + 1
            pair = Pair(a=a, b=b, family=family, pair_id=f"{r['theorem_id']}:{family}:{key}")
            ranked.setdefault(family, []).append((k, order, pair))
            order += 1
    out: list[Pair] = []
    for family in sorted(ranked):
        items = sorted(ranked[family], key=lambda x: (x[0], x[1]))
        out += [p for _, _, p in items[:limit_per_family]] if limit_per_family else [p for _, _, p in items]
    return out
