import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 40a79922a849c82c082eb94b9f9b8390361789bc449e7959800891ad2755dd39
theorem pc_40a79922a849c82c {G : Type} [Paracert.Semigroup G] : (∀ (a b c : G), a * b * c = a * (b * c)) ↔ (∀ (a c b : G), a * b * c = a * (b * c)) :=
  by paracert_structural
