"""Certify three pairs with real Lean, check their certificates, evaluate two scripted models on
the statements and write a report (Markdown, HTML, JSON, PNG plots): paracert's public API alone.

    python examples/certify_three_pairs.py [OUT_DIR]      (default: a new temporary directory)

The first Lean start-up takes ~30-70 s (the embedded Lean); the three pairs then take seconds.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from paracert import (
    Certifier,
    CheckReport,
    LeanConfig,
    Pair,
    PairVerdict,
    Report,
    Variant,
    Verdict,
    always_true,
    check_certificates,
    evaluate,
    make_report,
    random_baseline,
)

# (pair id, canonical statement, its English, variant statement, its English, answer key)
STATEMENTS = [
    ("swap-binders", "∀ x y : Nat, x + 2 * y ≥ y", "For all naturals x and y, x + 2y ≥ y.",
     "∀ y x : Nat, x + 2 * y ≥ y", "For all naturals y and x, x + 2y ≥ y.", None),
    ("contrapositive", "∀ n : Nat, n > 0 → n ≠ 0", "Every positive natural number is nonzero.",
     "∀ n : Nat, ¬ (n ≠ 0) → ¬ (n > 0)", "A natural number that is not nonzero is not positive.", None),
    ("converse-slip", "∀ a b c : Nat, a < b → b ≤ c → a < c", "If a < b and b ≤ c then a < c.",
     "∀ a b c : Nat, a < c ↔ a < b ∧ b ≤ c", "a < c exactly when a < b and b ≤ c.", True),
]


def main(out: Path, config: LeanConfig | None = None) -> tuple[list[PairVerdict], CheckReport, Report]:
    config = config if config is not None else LeanConfig.load()  # defaults ← paracert.toml ← PARACERT_* env
    pairs = [Pair(a=a, b=b, family="example", pair_id=pid, a_true=key) for pid, a, _, b, _, key in STATEMENTS]

    with Certifier(config) as certifier:  # one warm Lean session for both steps
        verdicts = list(certifier.certify(pairs, store=out / "certify"))
        for v in verdicts:
            print(f"{v.pair_id:15s} {v.verdict.value:10s} {v.tactic or ''}"[:100])
        # while the certifier is open, its idle session is lent to the checker's runner
        check = check_certificates(out / "certify" / "certificates", config)
    print(f"check: {check.verified}/{check.certificates} certificates verified, {len(check.problems)} problems")

    items = []  # each canonical statement (all true here) and its variant, asked to the models
    for k, ((pid, _, nl_a, _, nl_b, _), v) in enumerate(zip(STATEMENTS, verdicts, strict=True)):
        items.append(Variant(theorem_id=f"t{k}", variant_id=f"{pid}-canonical", family="canonical", nl=nl_a,
                             ground_truth=True, verdict=Verdict.canonical))
        items.append(Variant(theorem_id=f"t{k}", variant_id=pid, family="example", nl=nl_b,
                             ground_truth=v.verdict != Verdict.refuted))
    run = evaluate(items, [always_true(), random_baseline(seed=1)], verdicts=verdicts, out=out / "eval")
    rep = make_report(run, out=out / "eval", n_resamples=200)
    print(f"report: {len(rep.models)} models, {rep.coverage.n_items_in_metrics}/{rep.coverage.n_items} items "
          f"in the metrics (certified only); {out / 'eval' / 'report.html'}, plots {sorted(rep.plots)}")
    return verdicts, check, rep


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="paracert-example-")))
