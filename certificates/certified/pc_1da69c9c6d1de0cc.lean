import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 1da69c9c6d1de0cc3b5de57b4750e4cb99c994762e0620b6acd9741495342a5a
theorem pc_1da69c9c6d1de0cc_schema (pcLit0 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) ↔ (∀ n : Nat, n < Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n) :=
  by paracert_iff_rfl
theorem pc_1da69c9c6d1de0cc : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, n < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by with_reducible exact pc_1da69c9c6d1de0cc_schema (1)
