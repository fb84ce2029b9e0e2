import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: ae15f1b96d8923fb0a82a37bbd6f284b6c4c5049c429fef8952651df496c6cee
theorem pc_ae15f1b96d8923fb : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
