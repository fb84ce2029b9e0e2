import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 30845140106b0f878114a7ab32edc68c4c652aa821d79409855900f561877966
theorem pc_30845140106b0f87 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
