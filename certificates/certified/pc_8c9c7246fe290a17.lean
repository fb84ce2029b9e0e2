import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: 8c9c7246fe290a17d27dd809d5b85b9ffcac7a03e89106068f312ec0900fbeee
theorem pc_8c9c7246fe290a17 : (∀ n : Nat, Even n → Even (n + n)) ↔ (∀ n : Nat, (∃ r, n = r + r) → ∃ r, n + n = r + r) :=
  by paracert_unpack
