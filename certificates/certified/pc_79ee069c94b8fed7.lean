import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: order · pair: 79ee069c94b8fed77e204506809b1ee405ab258c66e2981ed79dc6c9880d995a
theorem pc_79ee069c94b8fed7 : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, 1 < n → Nat.Prime n) :=
  by paracert_iff_rfl
