import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: b0b9020b2a9ab65f401cbed22b031ebc507f0ff2a96930708de6f015c6340623
theorem pc_b0b9020b2a9ab65f : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
