import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: f88b5eca3201a0c27cb69615b27e2cc49ab16d27cd2120ee86a9b68503492807
theorem pc_f88b5eca3201a0c2 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
