import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 4be3d6c46bd4113f2d8e19f660a3a58e927bc5a94c01cb3758bf0e8114bb7fd4
theorem pc_4be3d6c46bd4113f : (∀ n k : Nat, k ≤ n → Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n (n - k) = Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n k) ↔ (∀ n k : Nat, k ≤ n → Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n (n - k) = Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n k) :=
  by paracert_iff_rfl
