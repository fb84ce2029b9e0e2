import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: e1464ee483b5ba706c354fb04b8ccea5ce81c81ef8303191e7914eb68610a7e2
theorem pc_e1464ee483b5ba70 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) :=
  by paracert_iff_rfl
