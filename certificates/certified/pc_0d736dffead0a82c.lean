import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 0d736dffead0a82cfa55ecf58d185b009f157e4b396730d961013c06e4384184
theorem pc_0d736dffead0a82c_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) ↔ (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) :=
  by paracert_iff_rfl
theorem pc_0d736dffead0a82c : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by with_reducible exact pc_0d736dffead0a82c_schema (0) (1)
