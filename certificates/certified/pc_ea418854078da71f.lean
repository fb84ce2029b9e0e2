import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: ea418854078da71fb440d1eb364bf96a254d764baa2ebbfa7788b9f1bc57a464
theorem pc_ea418854078da71f : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
