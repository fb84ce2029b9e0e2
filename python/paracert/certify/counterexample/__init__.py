"""Search for counterexamples in Python, so that Lean only has to *check* a refutation.

`search.find_counterexample(b)` looks for values of B's outer `∀` variables (and hypotheses) that
make B's body false; `find_counterexample(a, b)` looks for a point where the bodies of A and B differ (B false
where A holds). The search enumerates small values, smallest total first (`Nat` 0..bound, `Int`
0, 1, -1, ...), evaluates with Lean's semantics (`transforms.term_semantics`), and falls back to sympy for
polynomial bodies (integer roots of `l - r` for `≠`, points next to the real roots for `<`/`≤`).

Soundness: a point counts only when the evaluator *decides* B's body is false (inner quantifiers are
decided exactly when guarded by a finite range, otherwise only by a witness); points where an inner
quantifier leaves the body undecided are counted and skipped. In any case nothing here is trusted:
each counterexample comes with Lean tactic scripts for `¬ (B)` (cheapest first), and only a script
that Lean accepts makes a verdict.

For a pair, `¬ (A ↔ B)` needs A itself, not just A's body at one point: the witness returned is a
witness for `¬ B` (`refutes="B"`), with `other_holds` telling whether A's body holds there. When B
holds everywhere searched but A's body fails somewhere, the witness refutes A (`refutes="A"`). One
statement searched alone is B unless named A (`find_counterexample(a, side="A")`, the search for
¬ A). A verdict records a counterexample only when it refutes the side the accepted proof derives
False from (`certify.engine`), so `refutes` is the false side the certificate shows.

`error_kind.classify_error_kind(a, b)` names the kind of mistake when a syntactic comparison shows it.

Modules, one job each: `points` (telescopes and the points of their box: enumeration and
evaluation), `search` (the search itself: `search_counterexample`, `find_counterexample`,
`refutation_scripts`), `sympy_search` (the polynomial fallback), `lean_scripts` (the instance at a
point and the tactic scripts for it), `report` (the `Counterexample` record and the search's
statistics) and `error_kind` (`classify_error_kind`).
"""
