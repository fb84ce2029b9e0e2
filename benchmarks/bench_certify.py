"""Benchmark of certification: seconds per pair in one batch of >= 100 pairs, start-up share, and
which portfolio branches settle the pairs. Prints JSON.

  python benchmarks/bench_certify.py [--pairs 120] [--lean wasm|native|auto]

Pairs are generated from templates over varying constants (equivalent rewrites of several
kinds, true-but-different pairs, false variants), so every verdict kind occurs. No cache.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import tempfile
import time
from pathlib import Path

from paracert.certify.engine import certify_pairs
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair

TEMPLATES = [
    ("comparison_order", "∀ a b : Nat, a ≥ b + {k} → a + 1 > b", "∀ a b : Nat, b + {k} ≤ a → b < a + 1"),
    ("binder_reorder", "∀ x y : Nat, x + {k} * y ≥ y", "∀ y x : Nat, x + {k} * y ≥ y"),
    ("not_lt", "∀ a b : Nat, ¬ (a < b + {k}) → a + 1 > b", "∀ a b : Nat, b + {k} ≤ a → a + 1 > b"),
    ("curry", "∀ a b : Nat, a ≤ b + {k} ∧ b ≤ a → a ≤ b + {k}", "∀ a b : Nat, a ≤ b + {k} → b ≤ a → a ≤ b + {k}"),
    ("contrapositive", "∀ n : Nat, n > {k} → n ≠ 0", "∀ n : Nat, ¬ (n ≠ 0) → ¬ (n > {k})"),
    ("both_true", "∀ a b : Nat, a + b + {k} = b + a + {k}", "∀ a b : Nat, a * b + {k} = b * a + {k}"),
    ("false_variant", "∀ n : Nat, n * {k1} ≥ n", "∀ n : Nat, n * {k1} > n"),
    ("overreach", "∀ m n : Nat, {k1} ∣ m → {k1} ∣ n → {k1} ∣ m + n", "∀ m n : Nat, {k1} ∣ m + n ↔ {k1} ∣ m ∧ {k1} ∣ n"),
]


def make_pairs(n: int) -> list[Pair]:
    pairs = []
    k = 0
    while len(pairs) < n:
        for family, a, b in TEMPLATES:
            fill = {"k": k, "k1": k + 2}
            pairs.append(Pair(a=a.format(**fill), b=b.format(**fill), family=family, pair_id=f"{family}-{k}"))
        k += 1
    return pairs[:n]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=120)
    ap.add_argument("--lean", default=None)
    args = ap.parse_args()
    pairs = make_pairs(args.pairs)
    with tempfile.TemporaryDirectory() as tmp:
        runner = LeanRunner(LeanConfig(launcher=args.lean or "auto", cache=False), work_dir=Path(tmp))
        t0 = time.monotonic()
        verdicts = certify_pairs(pairs, runner)
        wall = time.monotonic() - t0
    stats = runner.last_stats
    assert stats is not None
    startup = stats.startup_s[0] if stats.startup_s else float("nan")
    by_verdict = collections.Counter(v.verdict.value for v in verdicts)
    by_branch = collections.Counter(v.tactic for v in verdicts if v.verdict.value == "certified")
    by_family = collections.defaultdict(collections.Counter)
    for v in verdicts:
        by_family[v.family][v.verdict.value] += 1
    settle = [v.elapsed_s for v in verdicts if v.elapsed_s is not None]
    print(json.dumps({
        "launcher": runner.launcher.name,
        "pairs": len(pairs),
        "lean_items": stats.items,
        "processes": stats.processes,
        "wall_s": round(wall, 1),
        "startup_s": round(startup, 1),
        "startup_share": round(startup / wall, 3),
        "seconds_per_pair": round(wall / len(pairs), 3),
        "seconds_per_pair_after_startup": round((wall - startup) / len(pairs), 4),
        "median_settling_item_s": round(sorted(settle)[len(settle) // 2], 4) if settle else None,
        "verdicts": dict(by_verdict),
        "certified_by_branch": dict(by_branch),
        "per_family": {k: dict(v) for k, v in sorted(by_family.items())},
    }, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
