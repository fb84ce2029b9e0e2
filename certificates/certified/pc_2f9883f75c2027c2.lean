import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 2f9883f75c2027c2d3c004f809e0ff2f8348e3325d3e9eeed12a05c35948597a
theorem pc_2f9883f75c2027c2 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
