import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "exists_forall_duality" · pair: 8b91aa247772d6643f5012c6cf56e1685a9021baae1de1d9e8a2776fe6d329c5
theorem pc_8b91aa247772d664 : (¬ ∀ n : Nat, n % 2 = 0) ↔ (∃ n : Nat, ¬ n % 2 = 0) :=
  by paracert_logic
