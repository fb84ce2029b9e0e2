"""Autoformalization robustness under NL paraphrase rules (a tool version of the protocol of
"Characterizing Paraphrase-Induced Failures in Lean 4 Autoformalization").

statements (`datasets`) -> perturbations (NL rules, `pipeline.perturb`) -> formalizations
(`autoformalizer`) -> one Lean batch (`compile`, with `trust` and `extract`) -> certification of
the compile-both pairs (`equivalence`) -> outcomes with tree edit distance (`ted`) -> figures with
bootstrap intervals (`aggregate`) -> report (`report`). The run directory (`store`) makes every
stage resumable. CLI: `paracert autoformalize-robustness` (`commands`).
"""

from paracert.robustness.pipeline import RunResult, perturb, run_robustness, select_rules
from paracert.robustness.records import FailureClass, NLStatement, PairOutcome, Perturbation

__all__ = ["FailureClass", "NLStatement", "PairOutcome", "Perturbation", "RunResult", "perturb", "run_robustness",
           "select_rules"]
