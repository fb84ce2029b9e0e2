import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 865871b8ebe03fe6855b68780a111615208b14a37c7bee648707e5b56c3152b1
theorem pc_865871b8ebe03fe6 {G : Type} [Paracert.AddCommMonoid G] : (∀ (a b : G), a + b = b + a) ↔ (∀ (ll Il : G), ll + Il = Il + ll) :=
  by paracert_iff_rfl
