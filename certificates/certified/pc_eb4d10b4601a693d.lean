import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: eb4d10b4601a693d0368f28c329f606db3654e492212b426ba4601caceb47d40
theorem pc_eb4d10b4601a693d : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
