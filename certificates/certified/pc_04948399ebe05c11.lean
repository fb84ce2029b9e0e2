import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 04948399ebe05c11634c7c1fee9c7e2cf0b187aab3660e699fd0fbee243cc10b
theorem pc_04948399ebe05c11 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {a b c : G}, a * b = a * c ↔ b = c) :=
  by paracert_iff_rfl
