import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 89292665c7a07a5d13b14a9db3d62c12d853e0e38ff2000afb75e105e1f6fe71
theorem pc_89292665c7a07a5d_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 ∣ pcLit1 ^ (n + 1) + pcLit2) ↔ (∀ (n : Nat), ∃ (c : Nat), pcLit1 ^ (n + 1) + pcLit2 = pcLit0 * c) :=
  by paracert_unpack
theorem pc_89292665c7a07a5d : (∀ (n : Nat), 12 ∣ 4 ^ (n + 1) + 20) ↔ (∀ (n : Nat), ∃ (c : Nat), 4 ^ (n + 1) + 20 = 12 * c) :=
  by with_reducible exact pc_89292665c7a07a5d_schema (12) (4) (20)
