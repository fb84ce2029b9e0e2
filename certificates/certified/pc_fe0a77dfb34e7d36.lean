import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: fe0a77dfb34e7d36dbb1a9a6ff1935c9d7cf31609ae5f8d5bd72412ebc7d83ab
theorem pc_fe0a77dfb34e7d36 : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
