import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 18ac54068c3247a96df91f093bb33c02593303d07cf02a032215e5f44f636a36
theorem pc_18ac54068c3247a9 : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
