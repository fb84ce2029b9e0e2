import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: d3464d915c7f067018142719faed79c88f89b9902b639b2849735941d9374f92
theorem pc_d3464d915c7f0670 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
