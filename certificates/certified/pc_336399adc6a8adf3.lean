import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 336399adc6a8adf344b8a83c7bea66379734479fa1eecf35dd9bde7d46e38aa6
theorem pc_336399adc6a8adf3 : (Nat.Prime 2) ↔ (Nat.Prime 2) :=
  by paracert_iff_rfl
