import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: a2d05838ac9d0bfd5f993bafb663fc66121b22523e1e948d55142bd17261bf2f
theorem pc_a2d05838ac9d0bfd : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
