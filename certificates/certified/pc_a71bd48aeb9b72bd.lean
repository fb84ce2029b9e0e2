import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: a71bd48aeb9b72bd0063b53b86d5c954f8e9c017aaca2a461ce43ce65e10f91c
theorem pc_a71bd48aeb9b72bd : (∀ n : Nat, n > 1 → Nat.Prime n) ↔ (∀ n : Nat, n > 1 → Nat.Prime n) :=
  by paracert_iff_rfl
