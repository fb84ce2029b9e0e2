import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: b1f8811ee925d5226b08623723ef35a1a7463ee17e45ba64b3a3d2999f74ccf2
theorem pc_b1f8811ee925d522_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, pcLit0 < Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) pcLit1 (fun k acc => (k + pcLit1) * acc) n > pcLit0) :=
  by paracert_iff_rfl
theorem pc_b1f8811ee925d522 : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > 0) :=
  by with_reducible exact pc_b1f8811ee925d522_schema (0) (1)
