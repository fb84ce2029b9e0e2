import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 13f1eddb4ac67b8fafc7090cac263e567dc9ec83a0b846ad1bc0e0d0e8daad73
theorem pc_13f1eddb4ac67b8f_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) ↔ (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) :=
  by paracert_iff_rfl
theorem pc_13f1eddb4ac67b8f : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by with_reducible exact pc_13f1eddb4ac67b8f_schema (0) (1)
