import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 3898d1f9d920ffb1942b637fc6a9be57fd55561111f680a79dbb644c20d1751d
theorem pc_3898d1f9d920ffb1 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ (b a : Int), a % b + b * (a / b) = a) :=
  by paracert_structural
