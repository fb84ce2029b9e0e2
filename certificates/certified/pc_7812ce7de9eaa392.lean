import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 7812ce7de9eaa392d7e410c50da491e02b44321226a0531d5d353414dd9aa17b
theorem pc_7812ce7de9eaa392 : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by paracert_iff_rfl
