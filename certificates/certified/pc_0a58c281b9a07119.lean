import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 0a58c281b9a07119c8ee33d927e38c83d7ce63d988749d540161a89d5d97cd58
theorem pc_0a58c281b9a07119 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (czeylp9 : M), 1 * czeylp9 = czeylp9) :=
  by paracert_iff_rfl
