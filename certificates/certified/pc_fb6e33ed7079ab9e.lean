import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: fb6e33ed7079ab9ecfd7837899cf7b576bfb985b665c9bb81d23dc71dc59f496
theorem pc_fb6e33ed7079ab9e_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n n = pcLit0) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n n = pcLit0) :=
  by paracert_iff_rfl
theorem pc_fb6e33ed7079ab9e : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n n = 1) :=
  by with_reducible exact pc_fb6e33ed7079ab9e_schema (1) (0)
