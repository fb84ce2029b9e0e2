import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: dc044150c8848ebf073e7dbbf80f111d9d409a64d09cd8599b3afb311c15af12
theorem pc_dc044150c8848ebf_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ∣ pcLit1 ^ (n + 1) + pcLit2) ↔ (∀ (count : Nat), pcLit0 ∣ pcLit1 ^ (count + 1) + pcLit2) :=
  by paracert_iff_rfl
theorem pc_dc044150c8848ebf : (∀ (n : Nat), 12 ∣ 4 ^ (n + 1) + 20) ↔ (∀ (count : Nat), 12 ∣ 4 ^ (count + 1) + 20) :=
  by with_reducible exact pc_dc044150c8848ebf_schema (12) (4) (20)
