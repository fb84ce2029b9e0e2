import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 1e07d32bc5b96d35a4a6ae9ee4b4cdd402000ee4842ddf496aac06d08c43cf71
theorem pc_1e07d32bc5b96d35 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
