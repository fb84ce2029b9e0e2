"""Build the signature part of the FormInv substrate from the dataset and the translation table.

    python3 -m paracert.data.signature_substrate [--check]

Reads `../shared/data/forminv/forminv_v3_103.jsonl`, takes every theorem that is not in
`data/substrate/forminv_core.jsonl`, and translates its Mathlib statement with
`data.signature.translate` (table: `data/substrate/mathlib_map.json`). Writes
`data/substrate/forminv_signature.jsonl` (one row per mapped theorem, with the mapping applied) and
`data/substrate/forminv_excluded.jsonl` (the rest, each with the reason naming the missing Mathlib
piece). `--check` writes nothing and exits 1 when the files differ from what it would write.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from paracert.data.signature import Unmapped, translate
from paracert.paths import project_root
from paracert.transforms.signature import canonical_body

CATEGORY = {  # by the Mathlib piece that keeps the theorem out of the core part
    "needs_real": "real (carrier ℝ, Real.sqrt / |·| uninterpreted)",
}


def _jsonl(path: Path) -> list[dict]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _dump(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def category(tr_mapping: list[dict], symbols: dict[str, str]) -> str:
    names = {m["mathlib"] for m in tr_mapping}
    if "IsOpen" in names or "IsClosed" in names:
        return "topology"
    if "Finset.card" in names:
        return "finset"
    if "ℝ" in names:
        return "real"
    if "|·|" in names:
        return "ordered_algebra_abs"
    classes = {m["mathlib"] for m in tr_mapping if m["signature"].startswith("Paracert.")}
    if classes & {"Preorder", "PartialOrder", "LinearOrder"}:
        return "order"
    if any("Order" in c for c in classes):
        return "ordered_algebra"
    if classes & {"DivisionRing", "Field", "GroupWithZero"}:
        return "field"
    return "algebra"


def build(root: Path, source: Path) -> tuple[list[dict], list[dict]]:
    sub = root / "data" / "substrate"
    core = {r["theorem_id"] for r in _jsonl(sub / "forminv_core.jsonl")}
    canon: dict[str, dict] = {}
    for r in _jsonl(source):
        if r["family"] == "canonical" and r["theorem_id"] not in core:
            canon.setdefault(r["theorem_id"], r)
    rows, excluded = [], []
    for tid, r in sorted(canon.items()):
        try:
            tr = translate(tid, r["lean4_statement"])
        except Unmapped as exc:
            excluded.append({"theorem_id": tid, "mathlib_name": r["mathlib_name"],
                             "category": "polynomial" if "Polynomial" in str(exc) else "unmapped",
                             "reason": str(exc)})
            continue
        body = canonical_body(tr.body, tr.carriers, tr.symbol_types) or tr.body
        rows.append({
            "theorem_id": tid, "canonical_item_id": r["id"], "mathlib_name": r["mathlib_name"],
            "mathlib_statement": r["lean4_statement"], "canonical_nl": r["canonical_nl"],
            "category": category(tr.mapping, tr.symbols),
            "lean": f"{tr.prefix} {body}", "signature_prefix": tr.prefix, "signature_body": body,
            "carriers": tr.carriers, "symbols": tr.symbols, "symbol_types": tr.symbol_types,
            "mapping": tr.mapping,
            "fragment": False, "profile": "signature",
        })
    return rows, excluded


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m paracert.data.signature_substrate")
    ap.add_argument("--source", default=None, help="forminv_v3_103.jsonl (default ../shared/data/forminv/)")
    ap.add_argument("--check", action="store_true", help="compare instead of writing")
    args = ap.parse_args(argv)
    root = project_root()
    if root is None:
        print("error: run from a paracert checkout", file=sys.stderr)
        return 2
    source = Path(args.source) if args.source else root.parent / "shared" / "data" / "forminv" / "forminv_v3_103.jsonl"
    if not source.is_file():
        print(f"error: {source}: no such file (--source)", file=sys.stderr)
        return 2
    rows, excluded = build(root, source)
    sub = root / "data" / "substrate"
    outputs = {sub / "forminv_signature.jsonl": _dump(rows), sub / "forminv_excluded.jsonl": _dump(excluded)}
    if args.check:
        stale = [p.name for p, text in outputs.items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
        print(json.dumps({"stale": stale}))
        return 1 if stale else 0
    for p, text in outputs.items():
        p.write_text(text, encoding="utf-8")
    print(json.dumps({"mapped": len(rows), "excluded": len(excluded)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
