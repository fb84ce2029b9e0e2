import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 41dd69df70cd3fd8f30d20db21424a93e770bcd18b021a85c663271d1e244e5a
theorem pc_41dd69df70cd3fd8_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) ↔ (∀ (n m : Nat), Even m → Even n → m - n = 2 → m * n = pcLit0 → m = pcLit1) :=
  by paracert_structural
theorem pc_41dd69df70cd3fd8 : (∀ (m n : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) ↔ (∀ (n m : Nat), Even m → Even n → m - n = 2 → m * n = 288 → m = 18) :=
  by with_reducible exact pc_41dd69df70cd3fd8_schema (288) (18)
