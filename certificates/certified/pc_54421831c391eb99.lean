import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 54421831c391eb99bb58676b6efdf1fc416aa7fe9a6b82e2a8d7dabac6759952
theorem pc_54421831c391eb99 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
