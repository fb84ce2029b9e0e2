import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 15eb77d16a85573b36ec1fa9b550ec06334c9f8e8197c5957118fe0075963af5
theorem pc_15eb77d16a85573b : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
