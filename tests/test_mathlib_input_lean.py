"""Mathlib-syntax statements through the real Lean: one session reads every pair below (the
session's `translate` request: header, Lean's parse of the signature, the vocabulary module,
abstraction, round trip), then one engine run certifies the translated pairs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from paracert.certify.engine import certify_pairs
from paracert.certify.mathlib_input import prepare_pairs
from paracert.lean import LeanRunner
from paracert.lean.config import LeanConfig
from paracert.statements.pairs import Pair
from paracert.statements.schema import Verdict

pytestmark = [pytest.mark.lean, pytest.mark.lean_translate, pytest.mark.slow]

HEADER = "import Mathlib\n\nset_option maxHeartbeats 400000\n\nopen BigOperators Real Nat Topology Rat"
DISTRIBUTED_HEADER = ("import Mathlib\nimport Aesop\n\nset_option maxHeartbeats 0\n\n"
                      "open BigOperators Real Nat Topology Rat\n\n")
PUTNAM_1962_A5_HEADER = ("import Mathlib\n\nabbrev putnam_1962_a5_solution : ℕ → ℕ := sorry\n"
                         "-- fun n : ℕ => n * (n + 1) * 2^(n - 2)\n")
PUTNAM_1962_A5 = ("/--\nEvaluate in closed form \\[ \\sum_{k=1}^n {n \\choose k} k^2. \\]\n-/\ntheorem putnam_1962_a5\n"
                  ": ∀ n ≥ 2, putnam_1962_a5_solution n = ∑ k ∈ Finset.Icc 1 n, Nat.choose n k * k^2 :=\nsorry\n")
PROOFNET_HEADER = ("import Mathlib\n\nopen Fintype Set Real Ideal Polynomial\nopen scoped BigOperators\n"
                   "noncomputable section\n")
HERSTEIN_2_1_21 = ("instance Herstein_exercise_2_1_21 (G : Type*) [Group G] [Fintype G]\n  (hG : card G = 5) :\n"
                   "  CommGroup G := sorry")
SQUARE_POS = "theorem b (y : ℝ) (hy : 0 < y) : 0 < y ^ 2 := sorry"
PAIRS = [
    # two theorems whose hypothesis names and `>` vs `<` differ
    Pair(pair_id="square_pos", a="theorem foo (x : ℝ) (h : 0 < x) : x ^ 2 > 0 := by sorry",
         b="theorem bar (y : ℝ) (hy : y > 0) : 0 < y ^ 2 := by positivity"),
    # a miniF2F statement (mathd_algebra_478) against the same with renamed hypotheses
    Pair(pair_id="minif2f_renamed", header=HEADER,
         a="theorem mathd_algebra_478 (b h v : ℝ) (h₀ : 0 < b ∧ 0 < h ∧ 0 < v) (h₁ : v = 1 / 3 * (b * h))\n"
           "    (h₂ : b = 30) (h₃ : h = 13 / 2) : v = 65 := by sorry",
         b="theorem mathd_algebra_478' (b h v : ℝ) (hpos : 0 < b ∧ 0 < h ∧ 0 < v) (hv : v = 1 / 3 * (b * h))\n"
           "    (hb : b = 30) (hh : h = 13 / 2) : v = 65 := by\n  nlinarith [hpos]"),
    # notation and name: `√x` is `Real.sqrt x`, one symbol on both sides
    Pair(pair_id="sqrt_notation", header=HEADER, a="theorem s (x : ℝ) (h : 0 ≤ x) : √(x ^ 2) = x := by sorry",
         b="theorem s (x : ℝ) (h : 0 ≤ x) : Real.sqrt (x ^ 2) = x := by sorry"),
    # two different constants are two symbols
    Pair(pair_id="sin_cos", header=HEADER, a="theorem t (x : ℝ) : Real.sin x = 0 := by sorry",
         b="theorem t (x : ℝ) : Real.cos x = 0 := by sorry"),
    # ℕ stays core Nat: a false variant with the answer key is refuted
    Pair(pair_id="nat_refuted", a_true=True, a="theorem t (n : ℕ) (h₀ : 0 < n) : 1 ≤ n := by omega",
         b="theorem t (n : ℕ) (h₀ : 0 < n) : 2 ≤ n := by omega"),
    # the statement's own type and instance join the signature; its variables, renamed, stay its own
    Pair(pair_id="group_renamed", header=HEADER,
         a="theorem t {G : Type*} [Group G] (a b : G) : ∃ g : G, b * a = g * a * b * g⁻¹ := sorry",
         b="theorem t' {H : Type*} [Group H] (x y : H) : ∃ h : H, y * x = h * x * y * h⁻¹ := by sorry"),
    Pair(pair_id="group_changed", header=HEADER,
         a="theorem t {G : Type*} [Group G] (a b : G) : ∃ g : G, b * a = g * a * b * g⁻¹ := sorry",
         b="theorem t' {G : Type*} [Group G] (a b : G) : ∃ g : G, a * b = g * a * b * g⁻¹ := by sorry"),
    # a name the vocabulary lacks
    Pair(pair_id="unmapped", header=HEADER, a="theorem t (x : ℝ) : Real.notAMathlibName x = 0 := by sorry",
         b="theorem t (x : ℝ) : x = 0 := by sorry"),
    # a carrier's classes meet as in Mathlib: `deriv` takes `NormedSpace ℝ ℝ` from ℝ's
    # `NontriviallyNormedField`; renamed hypotheses certified, a changed inequality not
    Pair(pair_id="deriv_renamed", header=HEADER,
         a="theorem t {f : ℝ → ℝ} (hf : ∀ x, deriv f x > 0) : StrictMono f := sorry",
         b="theorem t' {g : ℝ → ℝ} (h : ∀ y, 0 < deriv g y) : StrictMono g := sorry"),
    Pair(pair_id="deriv_changed", header=HEADER,
         a="theorem t {f : ℝ → ℝ} (hf : ∀ x, deriv f x > 0) : StrictMono f := sorry",
         b="theorem t' {f : ℝ → ℝ} (hf : ∀ x, deriv f x ≥ 0) : StrictMono f := sorry"),
    # linear algebra over ℂ (an inner product space's module, a division ring's finite dimension), a
    # Sylow subgroup's `Normal` (its subgroup's), ℚ cast into ℝ, a set's element used as a number
    Pair(pair_id="complex_space", header=HEADER,
         a="theorem t {V : Type*} [NormedAddCommGroup V] [InnerProductSpace ℂ V] [FiniteDimensional ℂ V] "
           "(U : Submodule ℂ V) : U = ⊤ ∨ U ⊓ U = ⊥ := sorry",
         b="theorem t {V : Type*} [NormedAddCommGroup V] [InnerProductSpace ℂ V] [FiniteDimensional ℂ V] "
           "(W : Submodule ℂ V) : W = ⊤ ∨ W ⊓ W = ⊥ := sorry"),
    Pair(pair_id="sylow_normal", header=HEADER,
         a="theorem t {p : ℕ} {G : Type*} [Group G] (P : Sylow p G) (h : P.Normal) : True := sorry",
         b="theorem t {p : ℕ} {G : Type*} [Group G] (Q : Sylow p G) (hQ : Q.Normal) : True := sorry"),
    Pair(pair_id="rat_cast_and_subtype", header=HEADER,
         a="theorem t (x : ℝ) (y : ℚ) (s : Set ℝ) (a : s) (h : Irrational x) : Irrational (x + y + a) := sorry",
         b="theorem t (u : ℝ) (q : ℚ) (s : Set ℝ) (b : s) (hu : Irrational u) : Irrational (u + q + b) := sorry"),
    # the header miniF2F is distributed with (`import Aesop`, `set_option maxHeartbeats 0`) and the
    # older big-operator syntax Mathlib still reads (`∑ k in s`) against the current one
    Pair(pair_id="deepseek_header_sum_in", header=DISTRIBUTED_HEADER,
         a="theorem t (n : ℕ) (h₀ : n = 3) : ∑ k in Finset.range n, k = 3 := by\n",
         b="theorem t' (m : ℕ) (h : m = 3) : ∑ k ∈ Finset.range m, k = 3 := by\n"),
    # a declaration is read as the theorem it is: a section variable's instance that depends only on
    # included variables is included (in Mathlib A is `∀ n [Fact (1 < n)], n ≠ 0`)
    Pair(pair_id="variable_instance_vs_false", a_header="import Mathlib\nvariable (n : ℕ) [Fact (1 < n)]",
         a="theorem a : n ≠ 0 := sorry", b="theorem b (n : ℕ) : n ≠ 0 := sorry"),
    Pair(pair_id="variable_instance_vs_paraphrase", a_header="import Mathlib\nvariable (n : ℕ) [Fact (1 < n)]",
         a="theorem a : n ≠ 0 := sorry", b="theorem b (n : ℕ) (h : 1 < n) : n ≠ 0 := sorry"),
    Pair(pair_id="variable_used", a_header="import Mathlib\nvariable (x : ℝ)", a="theorem a : x + 0 = x := sorry",
         b="theorem b (y : ℝ) : y + 0 = y := sorry"),
    Pair(pair_id="variable_group", a_header="import Mathlib\nvariable {G : Type*} [Group G]",
         a="theorem a (x y : G) : x * y = y * x := sorry",
         b="theorem b {H : Type*} [Group H] (u v : H) : u * v = v * u := sorry"),
    # an unbound name is an implicit binder of the theorem, as Lean's default options make it, only
    # where Mathlib cannot mean a constant or notation by it: one lowercase letter (`x`, `n₁`), none
    # of Mathlib's one-letter names in scope; `set_option autoImplicit false` is honoured
    Pair(pair_id="auto_bound", header=DISTRIBUTED_HEADER, a="theorem a (h₀ : 0 < x) : x ^ 2 > (0 : ℝ) := sorry",
         b="theorem b (y : ℝ) (hy : 0 < y) : 0 < y ^ 2 := sorry"),
    Pair(pair_id="auto_bound_changed", header=DISTRIBUTED_HEADER,
         a="theorem a (h₀ : 0 < x) : x ^ 2 > (0 : ℝ) := sorry", b="theorem b (h₀ : 0 < x) : x ^ 3 > (1 : ℝ) := sorry"),
    Pair(pair_id="auto_bound_off", header="import Mathlib\nset_option autoImplicit false",
         a="theorem a (h₀ : 0 < x) : x ^ 2 > (0 : ℝ) := sorry", b=SQUARE_POS),
    Pair(pair_id="auto_bound_capital", header=DISTRIBUTED_HEADER,
         a="theorem a (h₀ : 0 < N) : N ^ 2 > (0 : ℝ) := sorry", b=SQUARE_POS),
    Pair(pair_id="auto_bound_greek", header=DISTRIBUTED_HEADER,
         a="theorem a (h₀ : 0 < ε) : ε ^ 2 > (0 : ℝ) := sorry", b=SQUARE_POS),
    # a name used unbound and bound again by a later binder is still one Lean bound (φ under
    # `open Nat` is Mathlib's totient notation)
    Pair(pair_id="auto_bound_rebound", header="import Mathlib\nopen Nat",
         a="theorem t (h : φ = fun n : ℕ => n + 1) («φ» : ℕ) : False := sorry",
         b="theorem t {f : ℕ → ℕ} (h : f = fun n : ℕ => n + 1) (m : ℕ) : False := sorry"),
    Pair(pair_id="auto_bound_scoped_option",
         header="import Mathlib\nset_option autoImplicit false\nsection\nset_option autoImplicit true\nend",
         a="theorem t (h : 0 < x) : 0 < x := sorry", b="theorem t {x : ℕ} (h : 0 < x) : 0 < x := sorry"),
    Pair(pair_id="auto_bound_listed", header="import Mathlib\nnamespace QuaternionAlgebra.Basis",
         a="theorem a (h₀ : 0 < i) : i ^ 2 > (0 : ℝ) := sorry", b=SQUARE_POS),
    # a declaration of data (ProofNet's `instance … : CommGroup G := sorry` as published, and the
    # provers' `def …` of it) states that its type is inhabited: a class Paracert models is then
    # Mathlib's uninterpreted class, so renamed binders are certified and a changed hypothesis is not
    Pair(pair_id="data_declaration", header=PROOFNET_HEADER, a=HERSTEIN_2_1_21,
         b="def exercise_2_1_21 (H : Type*) [Group H] [Fintype H]\n  (h : card H = 5) :\n  CommGroup H :="),
    Pair(pair_id="data_declaration_changed", header=PROOFNET_HEADER, a=HERSTEIN_2_1_21,
         b="def exercise_2_1_21 (H : Type*) [Group H] [Fintype H]\n  (h : card H = 7) :\n  CommGroup H :="),
    # under `namespace Int`, Mathlib reads `sqrt` as `Int.sqrt` (the vocabulary lacks it): never as the
    # opened `Real.sqrt`; likewise `Nat.sqrt` (`Int.Nat.sqrt` first) and a `variable`'s names under
    # `namespace Foo.Bar`; binders, core notation and `_root_.` names read as before
    Pair(pair_id="namespace_shadowing", a_header="import Mathlib\nnamespace Int\nopen Real",
         a="theorem a : sqrt (5 : ℤ) = 2 := sorry",
         b_header="import Mathlib\nopen Real", b="theorem b : Real.sqrt (5 : ℤ) = 2 := sorry"),
    Pair(pair_id="namespace_shadowing_dotted", a_header="import Mathlib\nnamespace Int",
         a="theorem a (n : ℕ) : Nat.sqrt n ≤ n := sorry", b="theorem b (n : ℕ) : Nat.sqrt n ≤ n := sorry"),
    Pair(pair_id="namespace_shadowing_variable", a_header="import Mathlib\nnamespace Foo.Bar\nopen Real\n"
         "variable (x : ℝ) (h : sqrt x = 2)", a="theorem a : x = x := sorry", b="theorem b (x : ℝ) : x = x := sorry"),
    Pair(pair_id="namespace_binders_only", a_header="import Mathlib\nnamespace Foo",
         a="theorem a (x y : ℕ) : x + y = y + x := sorry", b="theorem b (m n : ℕ) : n + m = m + n := sorry"),
    Pair(pair_id="namespace_root_name", a_header="import Mathlib\nnamespace Int",
         a="theorem a (x : ℝ) : _root_.Real.sqrt x ≥ 0 := sorry", b="theorem b (x : ℝ) : Real.sqrt x ≥ 0 := sorry"),
    # PutnamBench's answer holes (putnam_1962_a5 as published, against its statement restated): the
    # hole is one uninterpreted constant of both sides; a variant that answers differently is not
    # certified, and a side whose header lacks the hole does not read
    Pair(pair_id="putnam_hole", header=PUTNAM_1962_A5_HEADER, a=PUTNAM_1962_A5,
         b="theorem v : ∀ n : ℕ, 2 ≤ n → ∑ k ∈ Finset.Icc 1 n, Nat.choose n k * k^2 = putnam_1962_a5_solution n "
           ":= sorry"),
    Pair(pair_id="putnam_hole_changed", header=PUTNAM_1962_A5_HEADER, a=PUTNAM_1962_A5,
         b="theorem v : ∀ n ≥ 2, putnam_1962_a5_solution n = ∑ k ∈ Finset.Icc 1 n, Nat.choose n k * k := sorry"),
    Pair(pair_id="putnam_hole_missing", a_header=PUTNAM_1962_A5_HEADER, a=PUTNAM_1962_A5,
         b_header="import Mathlib", b=PUTNAM_1962_A5),
    # Mathlib's set integral `∫ x in s, f x` (putnam_1967_b3's shape) beside the interval integral
    # `∫ x in a..b, f x`, which shares its first tokens: each read as Mathlib's notation
    Pair(pair_id="set_integral_renamed", header="import Mathlib\nopen Set",
         a="theorem a (f : ℝ → ℝ) : ∫ x in Ioo 0 1, f x = ∫ x in (0 : ℝ)..1, f x := sorry",
         b="theorem b (g : ℝ → ℝ) : ∫ y in Ioo 0 1, g y = ∫ y in (0 : ℝ)..1, g y := sorry"),
    # a Mathlib namespace the table lists but whose declarations the vocabulary does not: opened as
    # in Mathlib (putnambench's `open … ProbabilityTheory`); a namespace Mathlib lacks is Lean's error
    Pair(pair_id="listed_namespace", header="import Mathlib\nopen MeasureTheory ProbabilityTheory Real",
         a="theorem a (x : ℝ) (h : 0 < x) : Real.log x < x := sorry",
         b="theorem b (y : ℝ) (hy : y > 0) : log y < y := sorry"),
    Pair(pair_id="unknown_namespace", header="import Mathlib\nopen NotAMathlibNamespace",
         a="theorem a (x : ℝ) : x = x := sorry", b="theorem b (y : ℝ) : y = y := sorry"),
    # Mathlib's set-builder forms (PutnamBench's shapes), Batteries' extended binders, a statement's
    # `let` and tuple patterns: each read as Mathlib elaborates it, so a restatement by definition is
    # certified; where Mathlib reads a `Finset.filter`, the reading stops
    Pair(pair_id="set_builder_image", header="import Mathlib",
         a="theorem a (S : Set ℝ) (hS : S = {2 ^ m * 3 ^ n | (m : ℤ) (n : ℤ)}) : S.Nonempty := sorry",
         b="theorem b (S : Set ℝ) (hS : S = {x | ∃ m : ℤ, ∃ n : ℤ, 2 ^ m * 3 ^ n = x}) : S.Nonempty := sorry"),
    Pair(pair_id="set_builder_pattern", header="import Mathlib",
         a="theorem a (S : Set (ℕ × ℕ)) (h : S = {(a, b) : ℕ × ℕ | a < b}) : S = S := sorry",
         b="theorem b (S : Set (ℕ × ℕ)) (h : S = {p : ℕ × ℕ | p.1 < p.2}) : S = S := sorry"),
    Pair(pair_id="set_builder_pattern_changed", header="import Mathlib",
         a="theorem a (S : Set (ℕ × ℕ)) (h : S = {(a, b) : ℕ × ℕ | a < b}) : (1, 2) ∈ S := sorry",
         b="theorem b (S : Set (ℕ × ℕ)) (h : S = {p : ℕ × ℕ | p.2 < p.1}) : (1, 2) ∈ S := sorry"),
    Pair(pair_id="set_builder_sep_and_binders", header="import Mathlib",
         a="theorem a (S : Set ℕ) (h : ∀ᵉ (x ∈ S) (y > 0), x + y > x) : {x ∈ S | 0 < x} ⊆ S := sorry",
         b="theorem b (S : Set ℕ) (h : ∀ x ∈ S, ∀ y > 0, x + y > x) : {x | x ∈ S ∧ 0 < x} ⊆ S := sorry"),
    Pair(pair_id="set_builder_finset", header="import Mathlib",
         a="theorem a (S : Finset ℕ) : S = {x ∈ S | 0 < x} := sorry", b="theorem b (S : Finset ℕ) : S = S := sorry"),
    Pair(pair_id="statement_let", header="import Mathlib",
         a="theorem a (f : ℕ → ℕ) : let g := f 1; g = 2 := sorry", b="theorem b (f : ℕ → ℕ) : f 1 = 2 := sorry"),
    # header definitions with a value (ProofNet's `abbrev I`, `def is_topology`): unfolded, so the
    # statement that names them is the one that writes them out; two headers defining a name
    # differently are refused; a changed definition is not certified
    Pair(pair_id="header_definition", header="import Mathlib\nopen Set\nabbrev I : Set ℝ := Icc 0 1",
         a="theorem a (x : ℝ) (hx : x ∈ I) : x ≤ 1 := sorry",
         b="theorem b (y : ℝ) (hy : y ∈ Set.Icc 0 1) : y ≤ 1 := sorry"),
    Pair(pair_id="header_definition_function", header="import Mathlib\nopen Set\n"
         "def is_topology (X : Type*) (T : Set (Set X)) :=\n  univ ∈ T ∧\n  (∀ s t, s ∈ T → t ∈ T → s ∩ t ∈ T)",
         a="theorem a (X : Type*) (T : Set (Set X)) (h : is_topology X T) : univ ∈ T := sorry",
         b="theorem b (X : Type*) (T : Set (Set X)) (h : (∀ s t, s ∈ T → t ∈ T → s ∩ t ∈ T) ∧ univ ∈ T) : "
           "univ ∈ T := sorry"),
    Pair(pair_id="header_definition_changed", a_header="import Mathlib\nopen Set\nabbrev I : Set ℝ := Icc 0 1",
         a="theorem a (x : ℝ) (hx : x ∈ I) : x ≤ 1 := sorry",
         b_header="import Mathlib\nopen Set\nabbrev I : Set ℝ := Icc 0 2",
         b="theorem b (x : ℝ) (hx : x ∈ I) : x ≤ 1 := sorry"),
    Pair(pair_id="header_definition_other", a_header="import Mathlib\nopen Set\nabbrev I : Set ℝ := Icc 0 1",
         a="theorem a (x : ℝ) (hx : x ∈ I) : x ≤ 1 := sorry",
         b="theorem b (x : ℝ) (hx : x ∈ Set.Icc 0 2) : x ≤ 1 := sorry"),
    # Mathlib's instances on ℕ∞, `WithTop ℕ∞`, `WithBot ℕ` and Euclidean space (PutnamBench's
    # `ContDiff ℝ 2 f`, `p.degree < 3`, `S.encard = k`, `dist p q`, `‖p - q‖`)
    Pair(pair_id="contdiff_numerals", header="import Mathlib",
         a="theorem a (f : ℝ → ℝ) (h : ContDiff ℝ 2 f) (h' : ContDiff ℝ ⊤ f) : ContDiff ℝ 1 f := sorry",
         b="theorem b (g : ℝ → ℝ) (h' : ContDiff ℝ ⊤ g) (h : ContDiff ℝ 2 g) : ContDiff ℝ 1 g := sorry"),
    Pair(pair_id="contdiff_numerals_changed", header="import Mathlib",
         a="theorem a (f : ℝ → ℝ) (h : ContDiff ℝ 2 f) : ContDiff ℝ 1 f := sorry",
         b="theorem b (g : ℝ → ℝ) (h : ContDiff ℝ 3 g) : ContDiff ℝ 1 g := sorry"),
    Pair(pair_id="degree_and_encard", header="import Mathlib",
         a="theorem a (p : Polynomial ℝ) (S : Set ℕ) (k : ℕ) (h : p.degree < 3) (hS : S.encard = k) : "
           "S.encard ≤ 3 := sorry",
         b="theorem b (q : Polynomial ℝ) (T : Set ℕ) (m : ℕ) (h : q.degree < 3) (hT : T.encard = m) : "
           "T.encard ≤ 3 := sorry"),
    Pair(pair_id="euclidean_plane", header="import Mathlib",
         a="theorem a (p q : EuclideanSpace ℝ (Fin 2)) (h : dist p q = 1) : ‖p - q‖ = 1 ∨ p ≠ q := sorry",
         b="theorem b (x y : EuclideanSpace ℝ (Fin 2)) (h : dist x y = 1) : ‖x - y‖ = 1 ∨ x ≠ y := sorry"),
    Pair(pair_id="euclidean_plane_changed", header="import Mathlib",
         a="theorem a (p q : EuclideanSpace ℝ (Fin 2)) (h : dist p q = 1) : ‖p - q‖ = 1 ∨ p ≠ q := sorry",
         b="theorem b (x y : EuclideanSpace ℝ (Fin 2)) (h : dist x y = 1) : ‖y - x‖ = 1 ∨ x ≠ y := sorry"),
    # Mathlib's `f^[n]` (`Nat.iterate`, PutnamBench's iterated maps): renamed certified, another count not
    Pair(pair_id="iterate_renamed", header="import Mathlib",
         a="theorem a (f : ℝ → ℝ) (x : ℝ) (h : f^[2] x = x) : f^[4] x = x := sorry",
         b="theorem b (g : ℝ → ℝ) (y : ℝ) (hy : g^[2] y = y) : g^[4] y = y := sorry"),
    Pair(pair_id="iterate_changed", header="import Mathlib",
         a="theorem a (f : ℝ → ℝ) (x : ℝ) (h : f^[2] x = x) : f^[4] x = x := sorry",
         b="theorem b (f : ℝ → ℝ) (x : ℝ) (h : f^[2] x = x) : f^[3] x = x := sorry"),
    # a vocabulary row that does not elaborate (`midpoint`'s `Invertible (2 : R)` over an uninterpreted
    # ring): Lean logs no error for the statement, the reading names the row and its Lean error
    Pair(pair_id="unelaborated_row", header="import Mathlib",
         a="theorem a (p q : EuclideanSpace ℝ (Fin 2)) : midpoint ℝ p q = p := sorry",
         b="theorem b (x y : EuclideanSpace ℝ (Fin 2)) : midpoint ℝ x y = x := sorry"),
    # untrusted header: refused before Lean, naming the pair and field
    Pair(pair_id="eval_header", a_header="import Mathlib\n#eval IO.println \"hi\"",
         a="theorem t : True := trivial", b="True"),
    # only the instances Mathlib gives a type: ℝ≥0 has no negation, ℝ is no ℂ-module; ℝ≥0's
    # multiplication still commutes (its semifield's laws)
    Pair(pair_id="nnreal_neg", header=HEADER, a="theorem t (x : NNReal) : -x = x := by sorry",
         b="theorem t (x : NNReal) : x = x := by sorry"),
    Pair(pair_id="complex_module_real", header=HEADER,
         a="theorem t (c : ℂ) (x : ℝ) : (c • x : ℝ) = x := by sorry", b="theorem t (x : ℝ) : x = x := by sorry"),
    # `σ.1`/`σ.2` of an equivalence are Mathlib's `toFun`/`invFun` (miniF2F's mathd_algebra_188 as
    # published, against its fields written out); the two exchanged are another statement
    Pair(pair_id="equiv_fields", header=HEADER,
         a="theorem mathd_algebra_188\n  (σ : Equiv ℝ ℝ)\n  (h : σ.1 2 = σ.2 2) :\n  σ.1 (σ.1 2) = 2 := by sorry",
         b="theorem t (τ : Equiv ℝ ℝ) (h : τ.toFun 2 = τ.invFun 2) : τ.toFun (τ.toFun 2) = 2 := by sorry"),
    Pair(pair_id="equiv_fields_exchanged", header=HEADER,
         a="theorem t (σ : Equiv ℝ ℝ) (h : σ.1 2 = 3) : σ.2 3 = 2 := by sorry",
         b="theorem t (σ : Equiv ℝ ℝ) (h : σ.2 2 = 3) : σ.2 3 = 2 := by sorry"),
    Pair(pair_id="zmod_inverse", header=HEADER, a="theorem t (x : ZMod 7) (h : x⁻¹ = 3) : x = 5 := by sorry",
         b="theorem t (y : ZMod 7) (h : y⁻¹ = 3) : y = 5 := by sorry"),
    Pair(pair_id="nnreal_comm", header=HEADER,
         a="theorem t (x y : NNReal) (h : x - y ≤ x / y) : x * y ≤ 1 := by sorry",
         b="theorem t (x y : NNReal) (h : x - y ≤ x / y) : y * x ≤ 1 := by sorry"),
    # ℕ+ coerces to ℕ by Mathlib's `PNat.val` (and on to ℝ by the cast), its numerals are Mathlib's
    # (`NeZero n`): miniF2F's mathd_numbertheory_227 as published, against its coercions written out;
    # another numeral is another statement, and ℕ+ has no `0`
    Pair(pair_id="pnat_coercions", header=HEADER,
         a="theorem mathd_numbertheory_227\n  (x y n : ℕ+)\n  (h₀ : ↑x / (4:ℝ) + y / 6 = (x + y) / n) :\n"
           "  n = 5 := by sorry",
         b="theorem t (a b m : ℕ+) (h : ((a : ℕ) : ℝ) / 4 + ((b : ℕ) : ℝ) / 6 = (((a : ℕ) : ℝ) + ((b : ℕ) : ℝ)) / "
           "((m : ℕ) : ℝ)) : m = 5 := by sorry"),
    Pair(pair_id="pnat_other_numeral", header=HEADER,
         a="theorem t (x n : ℕ+) (h : (x : ℝ) / 4 = 1 / n) : n = 5 := by sorry",
         b="theorem t (x n : ℕ+) (h : (x : ℝ) / 4 = 1 / n) : n = 6 := by sorry"),
    Pair(pair_id="pnat_order_ennreal", header=HEADER,
         a="theorem t (a b : ℕ+) (S : Set ℝ) (h : a < b) (hS : MeasureTheory.volume S ≤ 1) : "
           "(a : ℕ) < b ∧ MeasureTheory.volume S ≠ ⊤ := by sorry",
         b="theorem t (x y : ℕ+) (T : Set ℝ) (h : x < y) (hT : MeasureTheory.volume T ≤ 1) : "
           "(x : ℕ) < y ∧ MeasureTheory.volume T ≠ ⊤ := by sorry"),
    Pair(pair_id="pnat_zero", header=HEADER, a="theorem t (n : ℕ+) : n ≠ 0 := by sorry",
         b="theorem t (n : ℕ+) : (n : ℕ) ≠ 0 := by sorry"),
    # Mathlib's instances on functions, pairs, matrices, `Fin n` and finsets as sets, as PutnamBench
    # writes them (each pair renamed; its `_changed` twin is another statement)
    Pair(pair_id="pi_vectors", header=HEADER,
         a="theorem t (v w : Fin 2 → ℝ) (c : ℝ) (h : c • v = w + 1) : ‖v + w‖ ≤ 6 := by sorry",
         b="theorem t (x y : Fin 2 → ℝ) (r : ℝ) (h : r • x = y + 1) : ‖x + y‖ ≤ 6 := by sorry"),
    Pair(pair_id="pi_vectors_changed", header=HEADER,
         a="theorem t (v w : Fin 2 → ℝ) (c : ℝ) (h : c • v = w + 1) : ‖v + w‖ ≤ 6 := by sorry",
         b="theorem t (v w : Fin 2 → ℝ) (c : ℝ) (h : c • w = v + 1) : ‖v + w‖ ≤ 6 := by sorry"),
    Pair(pair_id="prod_and_normed_group", header=HEADER,
         a="theorem t {V : Type} [NormedAddCommGroup V] (u v : V) (p : ℝ × ℝ) (h : p + p = 2 • p) : "
           "‖u + v‖ ≤ ‖u‖ + ‖-v‖ := by sorry",
         b="theorem t {W : Type} [NormedAddCommGroup W] (a b : W) (q : ℝ × ℝ) (h : q + q = 2 • q) : "
           "‖a + b‖ ≤ ‖a‖ + ‖-b‖ := by sorry"),
    Pair(pair_id="fin_order_and_matrices", header=HEADER,
         a="theorem t (f : Fin 5 → ℝ) (A : Matrix (Fin 2) (Fin 2) ℝ) (hf : StrictMono f) (hA : A - 1 = 0) : "
           "f (min 0 4) < f 4 := by sorry",
         b="theorem t (g : Fin 5 → ℝ) (M : Matrix (Fin 2) (Fin 2) ℝ) (hg : StrictMono g) (hM : M - 1 = 0) : "
           "g (min 0 4) < g 4 := by sorry"),
    Pair(pair_id="fin_order_and_matrices_changed", header=HEADER,
         a="theorem t (f : Fin 5 → ℝ) (A : Matrix (Fin 2) (Fin 2) ℝ) (hf : StrictMono f) (hA : A - 1 = 0) : "
           "f (min 0 4) < f 4 := by sorry",
         b="theorem t (f : Fin 5 → ℝ) (A : Matrix (Fin 2) (Fin 2) ℝ) (hf : StrictMono f) (hA : A + 1 = 0) : "
           "f (min 0 4) < f 4 := by sorry"),
    # square matrices are a ring with its laws, but not a commutative one
    Pair(pair_id="matrix_ring", header=HEADER,
         a="theorem t (A B C : Matrix (Fin 3) (Fin 3) ℝ) (h : A * (B + C) = 2 * A) : A ^ 3 = 1 := by sorry",
         b="theorem t (A B C : Matrix (Fin 3) (Fin 3) ℝ) (h : A * B + A * C = 2 * A) : A ^ 3 = 1 := by sorry"),
    Pair(pair_id="matrix_ring_changed", header=HEADER,
         a="theorem t (A B : Matrix (Fin 2) (Fin 2) ℝ) : (A * B) ^ 2 = A ^ 2 * B ^ 2 := by sorry",
         b="theorem t (A B : Matrix (Fin 2) (Fin 2) ℝ) : (A * B) ^ 2 = (B * A) ^ 2 := by sorry"),
    # a substructure where a set is expected: Mathlib's `SetLike` coercion
    Pair(pair_id="submodule_as_set", header=HEADER,
         a="theorem t {F V : Type} [Field F] [AddCommGroup V] [Module F V] (U W : Submodule F V) : "
           "Set.Nonempty (U ∩ W : Set V) := by sorry",
         b="theorem t {F V : Type} [Field F] [AddCommGroup V] [Module F V] (X Y : Submodule F V) : "
           "Set.Nonempty (X ∩ Y : Set V) := by sorry"),
    Pair(pair_id="submodule_as_set_changed", header=HEADER,
         a="theorem t {F V : Type} [Field F] [AddCommGroup V] [Module F V] (U W : Submodule F V) : "
           "Set.Nonempty (U ∩ W : Set V) := by sorry",
         b="theorem t {F V : Type} [Field F] [AddCommGroup V] [Module F V] (U W : Submodule F V) : "
           "Set.Nonempty (U ∪ W : Set V) := by sorry"),
    Pair(pair_id="finset_as_set", header=HEADER,
         a="theorem t (s : Finset ℕ) (f : ℕ → ℕ) (h : Set.InjOn f s) : (f '' s).ncard = s.card := by sorry",
         b="theorem t (u : Finset ℕ) (g : ℕ → ℕ) (h : Set.InjOn g ↑u) : (g '' ↑u).ncard = u.card := by sorry"),
]


# The translations the `mathlib`-profile golden files are made from (tests/fixtures/mathlib_translations.json)
# must be what the session prints today: one fixture pair (over ℝ with `abs`, Lean's instance arguments
# and a literal) is translated with the others and compared with the fixture. When that fails the
# translation changed: regenerate the fixture with the real Lean (tests/test_mathlib_export.py says
# how it was made) and review the golden files.
FIXTURE = Path(__file__).parent / "fixtures" / "mathlib_translations.json"
FIXTURE_PAIR = "minif2f:amc12_2000_p5:abs_bars"
FIXTURE_CASE = next(r for r in json.loads(FIXTURE.read_text(encoding="utf-8")) if r["pair_id"] == FIXTURE_PAIR)
PAIRS.append(Pair(pair_id=FIXTURE_PAIR, a=FIXTURE_CASE["input"]["a"], b=FIXTURE_CASE["input"]["b"],
                  header=FIXTURE_CASE["input"]["header"]))


@pytest.fixture(scope="module")
def settled(lean_required, tmp_path_factory) -> dict:
    tmp = tmp_path_factory.mktemp("mathlib-input")
    runner = LeanRunner(LeanConfig(cache=False, pool_size=1), work_dir=tmp / "w")
    prepared = prepare_pairs(PAIRS, runner)
    verdicts = certify_pairs(prepared.to_certify(), runner)
    merged = prepared.merge(verdicts)
    return {"verdicts": {v.pair_id: v for v in merged}, "prepared": prepared}


def test_carrier_classes_meet_as_in_mathlib_and_are_certified_pointwise(settled) -> None:
    """ℝ's `NormedField` is its `NontriviallyNormedField`'s (a definition unfolded before abstraction):
    `deriv` reads, and the unfolded derivation, not a definition, is what the signature binds."""
    v = settled["verdicts"]["deriv_renamed"]
    assert v.verdict == Verdict.certified, v
    assert "toNormedField" in v.a and "instNormedField" not in v.a
    assert settled["verdicts"]["deriv_changed"].verdict != Verdict.certified
    for pair_id in ("complex_space", "sylow_normal", "rat_cast_and_subtype"):
        assert settled["verdicts"][pair_id].verdict == Verdict.certified, settled["verdicts"][pair_id]
    assert "(cast : {K : Type} → RatCast K → Rat → K)" in settled["verdicts"]["rat_cast_and_subtype"].a


def test_the_issues_two_theorems_are_certified(settled) -> None:
    v = settled["verdicts"]["square_pos"]
    assert v.verdict == Verdict.certified, v
    assert v.a.startswith("∀ {Real : Type} [inst : Paracert.LinearOrderedField Real], ∀ (x : Real)")


def test_a_minif2f_statement_with_renamed_hypotheses_is_certified(settled) -> None:
    assert settled["verdicts"]["minif2f_renamed"].verdict == Verdict.certified


def test_a_group_statement_with_renamed_variables_is_certified_pointwise_in_its_group(settled) -> None:
    v = settled["verdicts"]["group_renamed"]
    assert v.verdict == Verdict.certified, v
    assert v.a.startswith("∀ {G : Type} [inst : Paracert.Group G], ∀ (a b : G), ∃")
    assert settled["verdicts"]["group_changed"].verdict != Verdict.certified


def test_a_notation_and_its_name_are_one_symbol(settled) -> None:
    v = settled["verdicts"]["sqrt_notation"]
    assert v.verdict == Verdict.certified
    assert "(sqrt : Real → Real)" in v.a and v.a == v.b


def test_two_different_constants_are_never_one_symbol(settled) -> None:
    """`(∀ Σ, sin x = 0) ↔ (∀ Σ, cos x = 0)` holds by exchanging the two symbols (measured: the engine
    certified it); the pair is settled on `∀ Σ, (A ↔ B)`, which no branch proves."""
    t = settled["prepared"].translated[PAIRS.index(next(p for p in PAIRS if p.pair_id == "sin_cos"))]
    prefix = t.a.split("∀ (x : Real)")[0]
    assert "(sin : Real → Real)" in prefix and "(cos : Real → Real)" in prefix
    assert prefix == t.b.split("∀ (x : Real)")[0]  # one shared prefix
    v = settled["verdicts"]["sin_cos"]
    assert v.verdict == Verdict.unknown and "∀ Σ, (A ↔ B)" in (v.note or "")


def test_nat_statements_stay_interpreted_and_are_refuted(settled) -> None:
    v = settled["verdicts"]["nat_refuted"]
    assert v.a == "∀ (n : ℕ), (0 : ℕ) < n → (1 : ℕ) ≤ n"  # numerals printed with their types
    assert v.verdict == Verdict.refuted


def test_the_distributed_minif2f_header_and_the_older_big_operator_are_read(settled) -> None:
    v = settled["verdicts"]["deepseek_header_sum_in"]
    assert v.verdict == Verdict.certified, v.note


def test_an_unmapped_name_is_untranslatable_naming_it(settled) -> None:
    v = settled["verdicts"]["unmapped"]
    assert v.verdict == Verdict.untranslatable
    assert v.note is not None and v.note.startswith("unmapped: Real.notAMathlibName")
    assert settled["prepared"].unmapped["Real.notAMathlibName"] == 1


def test_a_type_has_only_the_instances_mathlib_gives_it(settled) -> None:
    verdicts = settled["verdicts"]
    for pair_id, instance in (("nnreal_neg", "Neg ℝ≥0"), ("complex_module_real", "SMul ℂ ℝ")):
        v = verdicts[pair_id]
        assert v.verdict == Verdict.untranslatable and v.note is not None and instance in v.note, (pair_id, v.note)
    assert verdicts["nnreal_comm"].verdict == Verdict.certified
    assert verdicts["zmod_inverse"].verdict == Verdict.certified  # Mathlib's `ZMod.instInv`


def test_functions_pairs_matrices_fin_finsets_and_substructures_have_mathlibs_instances(settled) -> None:
    verdicts = settled["verdicts"]
    for pair_id in ("pi_vectors", "prod_and_normed_group", "fin_order_and_matrices", "finset_as_set", "matrix_ring",
                    "submodule_as_set"):
        assert verdicts[pair_id].verdict == Verdict.certified, (pair_id, verdicts[pair_id].note)
    for pair_id in ("pi_vectors_changed", "fin_order_and_matrices_changed", "matrix_ring_changed",
                    "submodule_as_set_changed"):
        k = [p.pair_id for p in PAIRS].index(pair_id)
        assert k in settled["prepared"].translated and verdicts[pair_id].verdict != Verdict.certified, pair_id
    a = verdicts["finset_as_set"].a or ""
    assert "(toSet : {α : Type} → Finset α → Set α)" in a, a  # Mathlib's `@[coe]`, one symbol
    a = verdicts["fin_order_and_matrices"].a or ""
    assert "{n : Nat} → LinearOrder (Fin n))" in a and "Paracert.Ring (n → n → α)" in a, a  # the ring's 1


def test_positive_naturals_coerce_and_have_mathlibs_numerals(settled) -> None:
    verdicts = settled["verdicts"]
    assert verdicts["pnat_coercions"].verdict == Verdict.certified, verdicts["pnat_coercions"]
    assert verdicts["pnat_order_ennreal"].verdict == Verdict.certified, verdicts["pnat_order_ennreal"]
    assert "(val : PNat → ℕ)" in (verdicts["pnat_coercions"].a or ""), verdicts["pnat_coercions"].a
    other = next(k for k, p in enumerate(PAIRS) if p.pair_id == "pnat_other_numeral")
    assert other in settled["prepared"].translated  # read, and still not certified
    assert verdicts["pnat_other_numeral"].verdict != Verdict.certified
    v = verdicts["pnat_zero"]
    assert v.verdict == Verdict.untranslatable and "OfNat ℕ+ 0" in (v.note or ""), v.note


def test_an_equivalences_first_two_fields_are_its_functions(settled) -> None:
    assert settled["verdicts"]["equiv_fields"].verdict == Verdict.certified
    assert settled["verdicts"]["equiv_fields_exchanged"].verdict != Verdict.certified


def test_an_eval_in_a_header_is_refused(settled) -> None:
    v = settled["verdicts"]["eval_header"]
    assert v.verdict == Verdict.invalid_statement
    assert v.note is not None and re.search(r"eval_header: a_header: line 2: `#eval`", v.note)


def test_no_mathlib_name_survives_in_a_translation(settled) -> None:
    for k, t in settled["prepared"].translated.items():
        for text in (t.a, t.b):
            assert "Real.sqrt" not in text and "Real.sin" not in text, (k, text)


def test_the_mathlib_profile_fixture_is_what_the_session_translates(settled) -> None:
    prepared = settled["prepared"]
    k = next(i for i, p in enumerate(PAIRS) if p.pair_id == FIXTURE_PAIR)
    assert k in prepared.translated, prepared.settled.get(k)
    t = prepared.translated[k]
    assert {"a": t.a, "b": t.b, "symbols": [list(s) for s in t.symbols]} == FIXTURE_CASE["translation"]


def test_a_section_variables_instance_is_part_of_the_theorem(settled) -> None:
    """`variable (n : ℕ) [Fact (1 < n)]` then `theorem a : n ≠ 0`: Lean includes the instance, so A is
    true; it is neither certified against `∀ n, n ≠ 0` nor refuted against its genuine paraphrase."""
    verdicts = settled["verdicts"]
    assert verdicts["variable_instance_vs_false"].verdict != Verdict.certified, verdicts["variable_instance_vs_false"]
    assert verdicts["variable_instance_vs_paraphrase"].verdict not in (Verdict.refuted, Verdict.untranslatable), \
        verdicts["variable_instance_vs_paraphrase"]
    k = next(i for i, p in enumerate(PAIRS) if p.pair_id == "variable_instance_vs_false")
    assert "Fact" in settled["prepared"].translated[k].a  # the instance binder is in A
    for pair_id in ("variable_used", "variable_group"):
        assert verdicts[pair_id].verdict == Verdict.certified, verdicts[pair_id]


def test_an_unbound_lowercase_name_is_an_implicit_binder_as_in_lean(settled) -> None:
    verdicts = settled["verdicts"]
    assert verdicts["auto_bound"].verdict == Verdict.certified, verdicts["auto_bound"]
    k = next(n for n, p in enumerate(PAIRS) if p.pair_id == "auto_bound")
    assert settled["prepared"].translated[k].auto_bound == (["x"], [])
    assert verdicts["auto_bound_changed"].verdict != Verdict.certified, verdicts["auto_bound_changed"]
    v = verdicts["auto_bound_off"]
    assert v.verdict == Verdict.untranslatable and "Unknown identifier `x`" in (v.note or ""), v


def test_a_declaration_of_data_is_read_as_its_type_inhabited(settled) -> None:
    verdicts = settled["verdicts"]
    assert verdicts["data_declaration"].verdict == Verdict.certified, verdicts["data_declaration"]
    assert verdicts["data_declaration_changed"].verdict != Verdict.certified, verdicts["data_declaration_changed"]
    assert verdicts["data_declaration_changed"].verdict != Verdict.untranslatable


@pytest.mark.parametrize("pair_id, fragment", [
    ("auto_bound_capital", "Unknown identifier `N` (an auto-bound implicit is read only when it is one lowercase"),
    ("auto_bound_greek", "Unknown identifier `ε` (an auto-bound implicit"),
    ("auto_bound_listed", "Mathlib may mean `QuaternionAlgebra.Basis.i`"),
    ("auto_bound_rebound", "Unknown identifier `φ` (an auto-bound implicit"),
    ("auto_bound_scoped_option", "Unknown identifier `x`"),
])
def test_an_unbound_name_mathlib_may_declare_is_never_bound(settled, pair_id: str, fragment: str) -> None:
    v = settled["verdicts"][pair_id]
    assert v.verdict == Verdict.untranslatable and fragment in (v.note or ""), v


def test_a_name_an_enclosing_namespace_may_hold_is_untranslatable(settled) -> None:
    verdicts = settled["verdicts"]
    v = verdicts["namespace_shadowing"]
    assert v.verdict == Verdict.untranslatable, v
    assert v.note is not None and v.note.startswith("unmapped: Int.sqrt")
    assert "`sqrt` under `namespace Int`" in v.note
    v = verdicts["namespace_shadowing_dotted"]
    assert v.verdict == Verdict.untranslatable and "`Nat.sqrt` under `namespace Int`" in (v.note or ""), v
    v = verdicts["namespace_shadowing_variable"]
    assert v.verdict == Verdict.untranslatable and "Mathlib may mean `Foo.Bar.sqrt`" in (v.note or ""), v
    for pair_id in ("namespace_binders_only", "namespace_root_name"):
        assert verdicts[pair_id].verdict == Verdict.certified, verdicts[pair_id]


def test_an_answer_hole_is_one_uninterpreted_constant_of_both_sides(settled) -> None:
    verdicts = settled["verdicts"]
    v = verdicts["putnam_hole"]
    assert v.verdict == Verdict.certified, v.note
    assert ("putnam_1962_a5_solution", "putnam_1962_a5_solution") in settled["prepared"].translated[
        [p.pair_id for p in PAIRS].index("putnam_hole")].symbols
    assert verdicts["putnam_hole_changed"].verdict not in (Verdict.certified, Verdict.untranslatable)
    missing = verdicts["putnam_hole_missing"]
    assert missing.verdict == Verdict.untranslatable and "putnam_1962_a5_solution" in (missing.note or "")


def test_the_set_integral_and_the_interval_integral_are_two_notations(settled) -> None:
    v = settled["verdicts"]["set_integral_renamed"]
    assert v.verdict == Verdict.certified, v.note
    names = {n for _, n in settled["prepared"].translated[[p.pair_id for p in PAIRS].index("set_integral_renamed")]
             .symbols}
    assert {"MeasureTheory.integral", "MeasureTheory.Measure.restrict", "intervalIntegral"} <= names, names


def test_a_listed_mathlib_namespace_opens_and_an_unknown_one_does_not(settled) -> None:
    verdicts = settled["verdicts"]
    assert verdicts["listed_namespace"].verdict == Verdict.certified, verdicts["listed_namespace"].note
    unknown = verdicts["unknown_namespace"]
    assert unknown.verdict == Verdict.untranslatable and "NotAMathlibNamespace" in (unknown.note or ""), unknown


def test_set_builder_forms_binders_lets_and_tuple_patterns_read_as_mathlib_elaborates_them(settled) -> None:
    verdicts = settled["verdicts"]
    for pair_id in ("set_builder_image", "set_builder_pattern", "set_builder_sep_and_binders", "statement_let"):
        assert verdicts[pair_id].verdict == Verdict.certified, (pair_id, verdicts[pair_id].note)
    assert verdicts["set_builder_pattern_changed"].verdict != Verdict.certified
    k = [p.pair_id for p in PAIRS].index("set_builder_pattern")
    assert "match" not in settled["prepared"].translated[k].a  # the tuple pattern is its projections
    finset = verdicts["set_builder_finset"]
    assert finset.verdict == Verdict.untranslatable and "Finset.filter" in (finset.note or ""), finset


def test_a_header_definition_is_its_value(settled) -> None:
    verdicts = settled["verdicts"]
    for pair_id in ("header_definition", "header_definition_function"):
        assert verdicts[pair_id].verdict == Verdict.certified, (pair_id, verdicts[pair_id].note)
    k = [p.pair_id for p in PAIRS].index("header_definition")
    assert "I" not in {n for _, n in settled["prepared"].translated[k].symbols}  # unfolded, not a symbol
    changed = verdicts["header_definition_changed"]
    assert changed.verdict == Verdict.invalid_statement and "define `I` differently" in (changed.note or ""), changed
    assert verdicts["header_definition_other"].verdict != Verdict.certified


def test_mathlibs_instances_on_extended_naturals_and_euclidean_space_read(settled) -> None:
    verdicts = settled["verdicts"]
    for pair_id in ("contdiff_numerals", "degree_and_encard", "euclidean_plane"):
        assert verdicts[pair_id].verdict == Verdict.certified, (pair_id, verdicts[pair_id].note)
    for pair_id in ("contdiff_numerals_changed", "euclidean_plane_changed"):
        assert verdicts[pair_id].verdict not in (Verdict.certified, Verdict.untranslatable), verdicts[pair_id]
    k = [p.pair_id for p in PAIRS].index("degree_and_encard")
    names = {n for _, n in settled["prepared"].translated[k].symbols}
    assert {"ENat.instNatCast", "WithBot.natCast", "Polynomial.degree", "Set.encard"} <= names, names


def test_iterates_read_and_a_vocabulary_row_that_did_not_elaborate_is_named(settled) -> None:
    verdicts = settled["verdicts"]
    assert verdicts["iterate_renamed"].verdict == Verdict.certified, verdicts["iterate_renamed"].note
    changed = verdicts["iterate_changed"]
    assert changed.verdict not in (Verdict.certified, Verdict.untranslatable), changed
    k = [p.pair_id for p in PAIRS].index("iterate_renamed")
    assert "Nat.iterate" in {n for _, n in settled["prepared"].translated[k].symbols}
    row = verdicts["unelaborated_row"]
    assert row.verdict == Verdict.untranslatable, row
    assert "`midpoint`, a vocabulary row that did not elaborate" in (row.note or "") and "OfNat R 2" in (row.note or "")
