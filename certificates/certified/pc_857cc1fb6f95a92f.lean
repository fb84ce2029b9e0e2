import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 857cc1fb6f95a92f1126f0ee82132d23be3713a3cedfb2b00541caef41e038bd
theorem pc_857cc1fb6f95a92f : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
