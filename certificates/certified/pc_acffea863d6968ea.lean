import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: acffea863d6968ead25eab215e6f63cbc1e34e6509dcd2f6ceb54873793a9475
theorem pc_acffea863d6968ea : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) :=
  by paracert_iff_rfl
