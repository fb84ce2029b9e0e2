import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: cbfc53d0b9288f68f97c8aabe029bdd41df65b5b53208d759d7c1df448899f51
theorem pc_cbfc53d0b9288f68 {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (abs 0 = 0) ↔ (0 = abs 0) :=
  by paracert_rules
