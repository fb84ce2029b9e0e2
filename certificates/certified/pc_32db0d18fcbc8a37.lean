import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 32db0d18fcbc8a37f1bc5d360da5c0a168b90c4e13b91b6a1c097f166ded1414
theorem pc_32db0d18fcbc8a37 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
