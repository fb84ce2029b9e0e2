import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: refuted · family: "passive_inversion" · pair: 94c021010b4f330493e2306ef06708ec94827a4fee41ed1c88e7cfa7e0bc62c0
-- counterexample: "n := 1 (refutes B)"
theorem pc_94c021010b4f3304 : ¬ ((∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, n ∣ 0 ↔ n = 0)) :=
  by intro hiff; have ha : ∀ n : Nat, 0 ∣ n ↔ n = 0 := (by (first | omega | (intros; omega) | (constructor <;> intro h <;> intros <;> omega) | grind | (intros; grind) | simp_all | (intros; simp_all))); exact (by intro h; exact absurd (h 1) (by decide) : ¬ (∀ n : Nat, n ∣ 0 ↔ n = 0)) (hiff.mp ha)
