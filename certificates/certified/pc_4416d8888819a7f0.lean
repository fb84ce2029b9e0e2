import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 4416d8888819a7f07fcda37672ce45e5102a5a8c953c168bd72a8f74122188c4
theorem pc_4416d8888819a7f0 : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, 0 ≤ n) :=
  by paracert_iff_rfl
