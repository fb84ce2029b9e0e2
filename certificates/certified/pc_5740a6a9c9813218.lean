import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 5740a6a9c981321848ffa027cac272e1168782307e6d7c9a109e5efac80c55c3
theorem pc_5740a6a9c9813218 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
