import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 3a93e898e708aaaa647cdba33d998d23c1128c5ef7a34d42d002a23c1a0ceaa6
theorem pc_3a93e898e708aaaa : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ n : Nat, Even n ↔ n % 2 = 0) :=
  by paracert_iff_rfl
