import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 118c3efbad9fa31d30e9872c213ff231a3acd6beeef4f405ce19d6d58cc1ed98
theorem pc_118c3efbad9fa31d : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) :=
  by paracert_iff_rfl
