import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 8e8b79960d89f639d5ffaecc98001ec6ecdb57c4e6bfdee77f16be39a4f8befd
theorem pc_8e8b79960d89f639 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
