import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: d7c334f1157769dbfd57665cc53695fc37e307db1e88e00855cee0f0fa26171a
theorem pc_d7c334f1157769db {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ (x : R), 0 ≤ sqrt x) ↔ (∀ (x : R), 0 ≤ sqrt x) :=
  by paracert_iff_rfl
