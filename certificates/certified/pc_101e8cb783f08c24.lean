import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 101e8cb783f08c24c26b01f7787354cf53c022c9cd2d805552a8050b36175fa0
theorem pc_101e8cb783f08c24 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
