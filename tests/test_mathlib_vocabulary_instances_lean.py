# ruff: noqa: E501 (the statements are copied as published, their lines as long as PutnamBench has them)
"""Mathlib's instances on functions, pairs and multisets (`Pi.instZero`, `Prod.instZero`, `Prod.instSub`,
`Multiset.instMembership`, in `mathlib_vocabulary.EXTRA_INSTANCES`) through the real Lean: four
PutnamBench statements, copied as published with their headers, that read only with these rows, each
read pair passing its pointwise check and naming the instance as a symbol."""

from __future__ import annotations

import pytest

from paracert.certify.mathlib_input import prepare_pairs
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair

pytestmark = [pytest.mark.lean, pytest.mark.lean_translate, pytest.mark.slow]

# (PutnamBench name, header, statement, the instance row it needs)
PUBLISHED = [
    ('putnam_1962_a2',
     'import Mathlib\n\nopen MeasureTheory Set\n\nabbrev putnam_1962_a2_solution : Set (ℝ → ℝ) := sorry\n-- {f | (∃ a c : ℝ, 0 ≤ a ∧ f = (fun x : ℝ ↦ a / (1 - c * x) ^ 2)) ∨ (∃ a c : ℝ, 0 ≤ a ∧ 0 < c ∧ f = (fun x : ℝ ↦ if x < 1 / c then a / (1 - c * x) ^ 2 else 0)) ∨ (0 ≤ f ∧ ∀ x : ℝ, 0 < x → f x = 0) ∨ (∃ e : ℝ, 0 < e ∧ f 0 = 0 ∧ 0 ≤ f ∧ ∀ x ∈ Ioo (0 : ℝ) e, (⨍ t in Ico (0 : ℝ) x, f t) = 0)}\n',
     '/--\nFind every real-valued function $f$ whose domain is an interval $I$ (finite or infinite) having 0 as a left-hand endpoint, such that for every positive member $x$ of $I$ the average of $f$ over the closed interval $[0, x]$ is equal to the geometric mean of the numbers $f(0)$ and $f(x)$.\n-/\ntheorem putnam_1962_a2\n    (P : Set ℝ → (ℝ → ℝ) → Prop)\n    (P_def : ∀ s f, P s f ↔ 0 ≤ f ∧ ∀ x ∈ s, ⨍ t in Ico 0 x, f t = √(f 0 * f x)) :\n    (∀ f,\n      (P (Ioi 0) f → ∃ g ∈ putnam_1962_a2_solution, EqOn f g (Ici 0)) ∧\n      (∀ e > 0, P (Ioo 0 e) f → ∃ g ∈ putnam_1962_a2_solution, EqOn f g (Ico 0 e))) ∧\n    ∀ f ∈ putnam_1962_a2_solution, P (Ioi 0) f ∨ (∃ e > 0, P (Ioo 0 e) f) :=\n  sorry\n',
     'Pi.instZero'),
    ('putnam_1975_b3',
     'import Mathlib\n\nopen Polynomial Real Complex Matrix Filter Topology Multiset\n\nnoncomputable abbrev putnam_1975_b3_solution : ℕ → ℝ := sorry\n-- fun k : ℕ => 1/(Nat.factorial k)\n',
     '/--\nLet $s_k (a_1, a_2, \\dots, a_n)$ denote the $k$-th elementary symmetric function; that is, the sum of all $k$-fold products of the $a_i$. For example, $s_1 (a_1, \\dots, a_n) = \\sum_{i=1}^{n} a_i$, and $s_2 (a_1, a_2, a_3) = a_1a_2 + a_2a_3 + a_1a_3$. Find the supremum $M_k$ (which is never attained) of $$\\frac{s_k (a_1, a_2, \\dots, a_n)}{(s_1 (a_1, a_2, \\dots, a_n))^k}$$ across all $n$-tuples $(a_1, a_2, \\dots, a_n)$ of positive real numbers with $n \\ge k$.\n-/\ntheorem putnam_1975_b3\n: ∀ k : ℕ, k > 0 → (∀ a : Multiset ℝ, (∀ i ∈ a, i > 0) ∧ card a ≥ k →\n(esymm a k)/(esymm a 1)^k ≤ putnam_1975_b3_solution k) ∧\n∀ M : ℝ, M < putnam_1975_b3_solution k → (∃ a : Multiset ℝ, (∀ i ∈ a, i > 0) ∧ card a ≥ k ∧\n(esymm a k)/(esymm a 1)^k > M) :=\nsorry\n',
     'Multiset.instMembership'),
    ('putnam_2005_a2',
     'import Mathlib\n\nopen Nat Set\n\n-- uses (ℕ → ℤ × ℤ) instead of (Icc 1 (3 * n) → ℤ × ℤ)\nabbrev putnam_2005_a2_solution : ℕ → ℕ := sorry\n-- fun n ↦ if n = 1 then 0 else 2 ^ (n - 2)\n',
     '/--\nLet $\\mathbf{S} = \\{(a,b) | a = 1, 2, \\dots,n, b = 1,2,3\\}$.\nA \\emph{rook tour} of $\\mathbf{S}$ is a polygonal path made up of line segments connecting points $p_1, p_2, \\dots, p_{3n}$ in sequence such that\n\\begin{enumerate}\n\\item[(i)] $p_i \\in \\mathbf{S}$,\n\\item[(ii)] $p_i$ and $p_{i+1}$ are a unit distance apart, for\n$1 \\leq i <3n$,\n\\item[(iii)] for each $p \\in \\mathbf{S}$ there is a unique $i$ such that\n$p_i = p$.\n\\end{enumerate}\nHow many rook tours are there that begin at $(1,1)$\nand end at $(n,1)$?\n-/\ntheorem putnam_2005_a2\n(n : ℕ)\n(npos : n > 0)\n(S : Set (ℤ × ℤ))\n(unit : ℤ × ℤ → ℤ × ℤ → Prop)\n(rooktour : (ℕ → ℤ × ℤ) → Prop)\n(hS : S = prod (Icc 1 (n : ℤ)) (Icc 1 3))\n(hunit : unit = fun (a, b) (c, d) ↦ a = c ∧ |d - b| = 1 ∨ b = d ∧ |c - a| = 1)\n(hrooktour : rooktour = fun p ↦ (∀ P ∈ S, ∃! i, i ∈ Icc 1 (3 * n) ∧ p i = P) ∧ (∀ i ∈ Icc 1 (3 * n - 1), unit (p i) (p (i + 1))) ∧ p 0 = 0 ∧ ∀ i > 3 * n, p i = 0)\n: ({p : ℕ → ℤ × ℤ | rooktour p ∧ p 1 = (1, 1) ∧ p (3 * n) = ((n : ℤ), 1)}.encard = putnam_2005_a2_solution n) :=\nsorry\n',
     'Prod.instZero'),
    ('putnam_2013_a6',
     'import Mathlib\n\nopen Function Set\n',
     "/--\nDefine a function $w:\\mathbb{Z} \\times \\mathbb{Z} \\to \\mathbb{Z}$ as follows. For $|a|,|b| \\leq 2$, let $w(a,b)$ be as in the table shown; otherwise, let $w(a,b)=0$.\n\\begin{center}\n\\begin{tabular}{|cc|r|r|r|r|r|}\n\\hline\n\\multicolumn{2}{|c|}{\\multirow{2}{*}{$w(a,b)$}} & \\multicolumn{5}{|c|}{$b$} \\\\\n& & -2 & -1 & 0 & 1 & 2 \\\\\n\\hline\n& -2 & -1 & -2 & 2 & -2 & -1 \\\\\n& -1 & -2 & 4 & -4 & 4 & -2 \\\\\n$a$ & 0 & 2 & -4 & 12 & -4 & 2 \\\\\n& 1 & -2 & 4 & -4 & 4 & -2 \\\\\n& 2 & -1 & -2 & 2 & -2 & -1 \\\\\n\\hline\n\\end{tabular}\n\\end{center}\nFor every finite subset $S$ of $\\mathbb{Z} \\times \\mathbb{Z}$, define $A(S)=\\sum_{(\\mathbf{s},\\mathbf{s}') \\in S \\times S} w(\\mathbf{s}-\\mathbf{s}')$. Prove that if $S$ is any finite nonempty subset of $\\mathbb{Z} \\times \\mathbb{Z}$, then $A(S)>0$. (For example, if $S=\\{(0,1),(0,2),(2,0),(3,1)\\}$, then the terms in $A(S)$ are $12,12,12,12,4,4,0,0,0,0,-1,-1,-2,-2,-4,-4$.)\n-/\ntheorem putnam_2013_a6\n  (w : ℤ → ℤ → ℤ)\n  (A : Finset (ℤ × ℤ) → ℤ)\n  (hwn1 : w (-2) (-2) = -1 ∧ w 2 (-2) = -1 ∧ w (-2) 2 = -1 ∧ w 2 2 = -1)\n  (hwn2 : w (-1) (-2) = -2 ∧ w 1 (-2) = -2 ∧ w (-2) (-1) = -2 ∧ w 2 (-1) = -2 ∧ w (-2) 1 = -2 ∧ w 2 1 = -2 ∧ w (-1) 2 = -2 ∧ w 1 2 = -2)\n  (hw2 : w 0 (-2) = 2 ∧ w (-2) 0 = 2 ∧ w 2 0 = 2 ∧ w 0 2 = 2)\n  (hw4 : w (-1) (-1) = 4 ∧ w 1 (-1) = 4 ∧ w (-1) 1 = 4 ∧ w 1 1 = 4)\n  (hwn4 : w 0 (-1) = -4 ∧ w (-1) 0 = -4 ∧ w 1 0 = -4 ∧ w 0 1 = -4)\n  (hw12 : w 0 0 = 12)\n  (hw0 : ∀ a b : ℤ, (|a| > 2 ∨ |b| > 2) → w a b = 0)\n  (hA : ∀ S, A S = ∑ s ∈ S, ∑ s' ∈ S, w (s - s').1 (s - s').2) :\n  ∀ S : Finset (ℤ × ℤ), Nonempty S → A S > 0 :=\nsorry\n",
     'Prod.instSub'),
]


@pytest.fixture(scope="module")
def prepared():
    pairs = [Pair(pair_id=name, a=stmt, b=stmt, header=header, family="putnambench")
             for name, header, stmt, _row in PUBLISHED]
    runner = LeanRunner(LeanConfig.load({"daemon": False}, command="equiv"))
    try:
        yield prepare_pairs(pairs, runner)
    finally:
        runner.close()


@pytest.mark.parametrize("k", range(len(PUBLISHED)), ids=[name for name, *_ in PUBLISHED])
def test_a_published_statement_reads_with_mathlibs_instance(prepared, k) -> None:
    name, _header, _stmt, row = PUBLISHED[k]
    assert k in prepared.translated, (name, prepared.settled.get(k))
    assert k not in prepared.settled, (name, prepared.settled[k])  # the pointwise check passed
    assert row in {n for _, n in prepared.translated[k].symbols}, name
