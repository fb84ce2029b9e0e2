import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ec3f83c95dc2a5c2a572626e4116b836cfd04f77a2677b971d4136789504fd7c
theorem pc_ec3f83c95dc2a5c2 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), 1 * a = a) ↔ (∀ (ll : M), 1 * ll = ll) :=
  by paracert_iff_rfl
