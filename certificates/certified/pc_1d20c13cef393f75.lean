import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 1d20c13cef393f7533221586c42a5d0313b892ef94716c09441872ff6a2567e0
theorem pc_1d20c13cef393f75 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
