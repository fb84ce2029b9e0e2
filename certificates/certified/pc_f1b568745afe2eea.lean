import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: f1b568745afe2eea09b77ece34cc81b4448695b780c25220b488a373f20c759e
theorem pc_f1b568745afe2eea : (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) ↔ (∀ m n : Nat, Nat.lcm m n = Nat.lcm n m) :=
  by paracert_iff_rfl
