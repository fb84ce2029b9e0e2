import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: bbd25a321467f7a03d0e4b87e9d871dea9dedea568de25ed8b856d7ff473740a
theorem pc_bbd25a321467f7a0_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (x : Nat), pcLit0 > x → x * pcLit1 % pcLit0 = 1 → x = pcLit2) :=
  by paracert_iff_rfl
theorem pc_bbd25a321467f7a0 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (x : Nat), 100 > x → x * 9 % 100 = 1 → x = 89) :=
  by with_reducible exact pc_bbd25a321467f7a0_schema (100) (9) (89)
