import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 8f4f5be626e9f7206751cadf0393f6d3a241334f679d5a3cd59de10e81a9586d
theorem pc_8f4f5be626e9f720 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (c b a : Nat), a < b → b ≤ c → a < c) :=
  by paracert_structural
