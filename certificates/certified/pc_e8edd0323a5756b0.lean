import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: e8edd0323a5756b0cc799e4a3c8d3a7d4ba1bdb8e9d2ee2378950d0f17f6ea9a
theorem pc_e8edd0323a5756b0 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
