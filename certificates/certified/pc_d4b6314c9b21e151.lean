import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: d4b6314c9b21e1510fb8287f7664ce0299cb4296132bf5229a03b0ad2027b2b2
theorem pc_d4b6314c9b21e151 : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
