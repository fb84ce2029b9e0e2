import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1b67b0dac382bbf7763b74223ad2eec0a211ac66914b73859773fd66b08d6d83
theorem pc_1b67b0dac382bbf7 {G : Type} [Paracert.Group G] : (∀ (a : G), a * Inv.inv a = 1) ↔ (∀ (ll : G), ll * Inv.inv ll = 1) :=
  by paracert_iff_rfl
