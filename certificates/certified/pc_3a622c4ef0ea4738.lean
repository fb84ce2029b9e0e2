import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 3a622c4ef0ea473832783b7bb428c9d8e2a29b67e9d9ad13a9120d455cca11ab
theorem pc_3a622c4ef0ea4738_schema (pcLit0 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) :=
  by paracert_iff_rfl
theorem pc_3a622c4ef0ea4738 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) :=
  by with_reducible exact pc_3a622c4ef0ea4738_schema (1)
