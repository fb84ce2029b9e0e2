import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: b3db56a7ba0845c2f15b840b0f7ca8b024da5491c212769852a2ba285b610115
theorem pc_b3db56a7ba0845c2 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ (ll Il : Int), ll % Il + Il * (ll / Il) = ll) :=
  by paracert_iff_rfl
