import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e07e70c27dbdf21380c58c5578012b95741b928a59e3ca9061f27e5fd53ffe7d
theorem pc_e07e70c27dbdf213_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (x : Nat), x < pcLit0 → x * pcLit1 % pcLit0 = 1 → x = pcLit2) ↔ (∀ (count : Nat), count < pcLit0 → count * pcLit1 % pcLit0 = 1 → count = pcLit2) :=
  by paracert_iff_rfl
theorem pc_e07e70c27dbdf213 : (∀ (x : Nat), x < 100 → x * 9 % 100 = 1 → x = 89) ↔ (∀ (count : Nat), count < 100 → count * 9 % 100 = 1 → count = 89) :=
  by with_reducible exact pc_e07e70c27dbdf213_schema (100) (9) (89)
