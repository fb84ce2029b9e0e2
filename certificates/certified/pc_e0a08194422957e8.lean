import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e0a08194422957e8f134b4141c88d84229473c329bd5ae247aca5a8d1482515c
theorem pc_e0a08194422957e8 : (∀ p : Nat, Nat.Prime p → 2 ≤ p) ↔ (∀ (ll : Nat), Nat.Prime ll → 2 ≤ ll) :=
  by paracert_iff_rfl
