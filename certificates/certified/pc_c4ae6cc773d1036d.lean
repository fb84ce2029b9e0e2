import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: c4ae6cc773d1036d83540d2cc438cf4ae789dd748e6d7612dc99e402fb1ff84d
theorem pc_c4ae6cc773d1036d : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
