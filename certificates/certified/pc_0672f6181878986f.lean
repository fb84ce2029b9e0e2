import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 0672f6181878986f439a4f8df5d051a2ac0fe1e2b85be651196d5a3b70a0e959
theorem pc_0672f6181878986f : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ p : Nat, Nat.Prime p → p > 1) :=
  by paracert_iff_rfl
