import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: cbe1622894aaacf7a4a7a97972bc1bfcf6c87310e1ea71d1e387585e449d36bf
theorem pc_cbe1622894aaacf7 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
