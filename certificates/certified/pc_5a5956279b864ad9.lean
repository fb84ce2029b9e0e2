import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 5a5956279b864ad978fed79e115c5bf602761b280768847618d7f8cfeff08232
theorem pc_5a5956279b864ad9 : (¬ Nat.Prime 1) ↔ (¬ Nat.Prime 1) :=
  by paracert_iff_rfl
