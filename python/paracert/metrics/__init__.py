"""Metrics on certified pairs: selection, invariance (SCR, IG), significance, rankings, audit.

- `selection`: which responses enter the metrics (certified + canonical), exclusion report.
- `invariance`: accuracy, SCR, IG / Mean-IG / RMS-IG / Hi-IG, per-family figures.
- `significance`: Cochran's Q / McNemar per theorem, Fleiss' kappa, bootstrap CIs, Kendall tau,
  Jeffreys intervals.
- `ranking`: Pareto dominance, No-Free-Benchmark weights (LP), penalty robustness R, selector.
- `audit`: cross-model unanimity audit and its effect on the ranking.
"""
