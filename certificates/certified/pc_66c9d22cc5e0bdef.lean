import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 66c9d22cc5e0bdeff1b4f904fc70dff76ef8ed5f68433a17cd3732a35eaaaf96
theorem pc_66c9d22cc5e0bdef : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
