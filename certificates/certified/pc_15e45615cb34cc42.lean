import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 15e45615cb34cc42ac46a885d5f5c30fc391ba8ac923ea84539f790dafb796fd
theorem pc_15e45615cb34cc42_schema (pcLit0 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) :=
  by paracert_iff_rfl
theorem pc_15e45615cb34cc42 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) :=
  by with_reducible exact pc_15e45615cb34cc42_schema (1)
