"""paracert: Lean 4-certified paraphrase equivalence for math-reasoning benchmarks."""

__version__ = "0.1.0"
