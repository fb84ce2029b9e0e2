"""Certification of statement pairs: Lean certificates of equivalence, or refutations."""
