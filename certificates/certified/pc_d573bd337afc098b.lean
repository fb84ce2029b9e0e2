import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d573bd337afc098bcda2bb02ba01956cb0635e5c99f7d83b009e524638e4f863
theorem pc_d573bd337afc098b {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (ll : M), ll * 1 = ll) :=
  by paracert_iff_rfl
