import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 54e0215296341e30bdafd04262d91d46a85e9cc627eeb012379ba7ae3226d7f8
theorem pc_54e0215296341e30 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
