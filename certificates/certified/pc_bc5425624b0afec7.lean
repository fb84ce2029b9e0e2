import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: bc5425624b0afec760f924597182002a93f2466b36a6e99d405d6c791a59cd70
theorem pc_bc5425624b0afec7_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n pcLit1 = pcLit0) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n pcLit1 = pcLit0) :=
  by paracert_iff_rfl
theorem pc_bc5425624b0afec7 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) :=
  by with_reducible exact pc_bc5425624b0afec7_schema (1) (0)
