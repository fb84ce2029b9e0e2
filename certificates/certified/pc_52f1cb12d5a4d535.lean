import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 52f1cb12d5a4d535d6f5328c65da6f0fb1734373c602e006d2ee0c4858975f10
theorem pc_52f1cb12d5a4d535 : (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) ↔ (∀ n : Nat, Nat.rec (motive := fun _ => Nat) 1 (fun k acc => (k + 1) * acc) n > n) :=
  by paracert_iff_rfl
