import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 33e9184676baee3fca291e120d2e42a2e9513c131750eec6c787954004f7e359
theorem pc_33e9184676baee3f : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
