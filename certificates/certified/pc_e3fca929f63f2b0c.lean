import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: e3fca929f63f2b0cc63efa5abe9c5013ca6239d38754aa108b737c3e1dfe6a13
theorem pc_e3fca929f63f2b0c : (∀ n : Nat, n ≠ 0 → 0 < n) ↔ (∀ n : Nat, n ≠ 0 → 0 < n) :=
  by paracert_iff_rfl
