import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 7d774dcfdf6a5629a556e23793d0cad5721e12cdd75b51b37af4bffea54617c1
theorem pc_7d774dcfdf6a5629 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (ll : G), ll - ll = 0) :=
  by paracert_iff_rfl
