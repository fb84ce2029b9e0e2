import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: e7d32eca310ffbad6eca77a26f303b93a5f22cd2e438130d7c9187025b30d8e3
theorem pc_e7d32eca310ffbad : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
