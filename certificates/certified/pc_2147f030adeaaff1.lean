import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 2147f030adeaaff1cf054c096e23e59ff39361745f8c99ad498beb08a4f86e49
theorem pc_2147f030adeaaff1 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
