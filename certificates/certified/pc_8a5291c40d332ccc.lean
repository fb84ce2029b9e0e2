import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 8a5291c40d332ccc021dc3cf9844bbe5222f2e921f82aa53ae91f735a35b585e
theorem pc_8a5291c40d332ccc : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, n + 1 > 0) :=
  by paracert_iff_rfl
