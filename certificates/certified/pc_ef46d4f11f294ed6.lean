import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: ef46d4f11f294ed681eb3c3a1df792df11c24b771c5fa9a641e7ae1dd8b267a4
theorem pc_ef46d4f11f294ed6 : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by paracert_iff_rfl
