import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: 2618571774b2cf2bb9687baa28b602c0b43022bd41129c9f813e1294a94a39a3
theorem pc_2618571774b2cf2b_schema (pcLit0 : _) (pcLit1 : _) : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n pcLit1 = pcLit0) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun _ _ => pcLit1) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) pcLit0 (fun i _ => f i + f (i + pcLit0)) j) n pcLit1 = pcLit0) :=
  by paracert_iff_rfl
theorem pc_2618571774b2cf2b : (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat → Nat) (fun j => Nat.rec (motive := fun _ => Nat) 1 (fun _ _ => 0) j) (fun _ f j => Nat.rec (motive := fun _ => Nat) 1 (fun i _ => f i + f (i + 1)) j) n 0 = 1) :=
  by with_reducible exact pc_2618571774b2cf2b_schema (1) (0)
