import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 5b26000d9dbfe0be545b1b848f1bfb3f1b659902be0585b3995bfbee645ed482
theorem pc_5b26000d9dbfe0be {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (zero : G), zero - zero = 0) :=
  by paracert_iff_rfl
