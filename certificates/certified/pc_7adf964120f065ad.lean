import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 7adf964120f065ad4d071ad68cd13c60253d2fd4d7c29b83516b16d2336d1e28
theorem pc_7adf964120f065ad : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
