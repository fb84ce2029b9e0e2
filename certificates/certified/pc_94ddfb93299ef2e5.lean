import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 94ddfb93299ef2e50ffc265e14dcfa946ebd8a34d72f7ff0d619be38af9cee79
theorem pc_94ddfb93299ef2e5_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n pcLit1 = pcLit0) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n pcLit1 = pcLit0) :=
  by paracert_iff_rfl
theorem pc_94ddfb93299ef2e5 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) :=
  by with_reducible exact pc_94ddfb93299ef2e5_schema (1) (0)
