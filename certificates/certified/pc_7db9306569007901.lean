import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 7db93065690079016980d0be4d661c1037a02e37b755442e85a332150ec6b569
theorem pc_7db9306569007901 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, 1 < n → Nat.Prime n) :=
  by paracert_iff_rfl
