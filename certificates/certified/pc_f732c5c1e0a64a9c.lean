import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: f732c5c1e0a64a9c4db7f32f1f300c80e8a2f217ec91c08989476e5bacaca02e
theorem pc_f732c5c1e0a64a9c : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ (n : Nat), Even n ↔ 0 = n % 2) :=
  by paracert_rules
