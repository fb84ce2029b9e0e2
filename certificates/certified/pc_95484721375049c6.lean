import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 95484721375049c64a80efb900ecebf5f00e61657c8538d94c90b607ca1e3b22
theorem pc_95484721375049c6 {G : Type} [Paracert.CommMonoid G] : (∀ (a b : G), a * b = b * a) ↔ (∀ (nmrfly0 kphxnl5 : G), nmrfly0 * kphxnl5 = kphxnl5 * nmrfly0) :=
  by paracert_iff_rfl
