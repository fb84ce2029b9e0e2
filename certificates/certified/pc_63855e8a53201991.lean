import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 63855e8a53201991508aadae608599c45716e16c8ed6282235eeab64a0881455
theorem pc_63855e8a53201991 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a c b : Nat), a < b → b ≤ c → a < c) :=
  by paracert_structural
