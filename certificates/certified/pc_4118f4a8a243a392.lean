import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4118f4a8a243a3920324be8db8d784892988fbcaf134421d8608daada82bb5fe
theorem pc_4118f4a8a243a392 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (ll : G), -ll + ll = 0) :=
  by paracert_iff_rfl
