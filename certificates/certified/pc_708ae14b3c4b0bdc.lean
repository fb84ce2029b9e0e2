import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 708ae14b3c4b0bdc7f8da03f98072f5f25f4cdbdd60e5dbcd87e7c360223d3f0
theorem pc_708ae14b3c4b0bdc_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n n = pcLit0) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n n = pcLit0) :=
  by paracert_iff_rfl
theorem pc_708ae14b3c4b0bdc : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) :=
  by with_reducible exact pc_708ae14b3c4b0bdc_schema (1) (0)
