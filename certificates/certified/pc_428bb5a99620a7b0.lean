import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 428bb5a99620a7b04740684e9cc34dd6702c188f1e6ae1cee11c1738c6efa6a3
theorem pc_428bb5a99620a7b0_schema (pcLit0 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit0 (fun k acc => (k + pcLit0) * acc) n > n) :=
  by paracert_iff_rfl
theorem pc_428bb5a99620a7b0 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) :=
  by with_reducible exact pc_428bb5a99620a7b0_schema (1)
