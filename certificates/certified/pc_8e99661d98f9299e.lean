import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 8e99661d98f9299e2491049698514b5e91fb89742d7523244d23a87cd60a8071
theorem pc_8e99661d98f9299e : (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) ↔ (∀ n : Nat, 0 < Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n) :=
  by paracert_iff_rfl
