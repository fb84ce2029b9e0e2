import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 36050422644d30832f9e319c73a526aba6557a9c8c8ec23500642cd886cfca1a
theorem pc_36050422644d3083 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
