import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: 60d8a07e413b7b016491873be8eb7730529cd2e508f27341bbd4b95ee3343459
theorem pc_60d8a07e413b7b01 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) :=
  by paracert_iff_rfl
