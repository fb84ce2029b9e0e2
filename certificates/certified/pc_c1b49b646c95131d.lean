import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: c1b49b646c95131d8f3ea53fa63057212f7f8f37038609147c01dee3115c0244
theorem pc_c1b49b646c95131d_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ (a : Int), -a = a * -pcLit0) :=
  by paracert_rules
theorem pc_c1b49b646c95131d : (∀ a : Int, a * (-1) = -a) ↔ (∀ (a : Int), -a = a * -1) :=
  by with_reducible exact pc_c1b49b646c95131d_schema (1)
