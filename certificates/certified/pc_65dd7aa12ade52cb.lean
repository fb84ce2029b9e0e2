import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 65dd7aa12ade52cb35d5aa9b88b377c779f5b9400ebf0ece642e26072992695a
theorem pc_65dd7aa12ade52cb_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) ↔ (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) :=
  by paracert_iff_rfl
theorem pc_65dd7aa12ade52cb : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by with_reducible exact pc_65dd7aa12ade52cb_schema (0) (1)
