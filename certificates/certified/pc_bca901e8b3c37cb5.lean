import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: bca901e8b3c37cb57fcbf071d8490f73ba2b6e628c4de7765349043aaefe09d0
theorem pc_bca901e8b3c37cb5_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) ↔ (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) :=
  by paracert_iff_rfl
theorem pc_bca901e8b3c37cb5 : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by with_reducible exact pc_bca901e8b3c37cb5_schema (0) (1)
