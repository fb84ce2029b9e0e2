import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 4daf2095acb6993fefea6bff547f58df27154db00b9b6f7d9738d2722fea8b5c
theorem pc_4daf2095acb6993f {G : Type} [Paracert.AddSemigroup G] : (∀ (a b c : G), a + b + c = a + (b + c)) ↔ (∀ (fzdzje7 sjkdaz6 nddsvz6 : G), fzdzje7 + sjkdaz6 + nddsvz6 = fzdzje7 + (sjkdaz6 + nddsvz6)) :=
  by paracert_iff_rfl
