import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: d2188eb04ceaa68c4b635c14a4acf8b2e7a5db4d7a6af3d6afd61099fdd0bd0e
theorem pc_d2188eb04ceaa68c : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
