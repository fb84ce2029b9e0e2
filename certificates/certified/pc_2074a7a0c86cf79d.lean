import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 2074a7a0c86cf79de1c962517dc59e7c34bb0b396b06a34a677d850f5ad65e9a
theorem pc_2074a7a0c86cf79d : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ (n m : Nat), m ∣ Nat.lcm m n) :=
  by paracert_structural
