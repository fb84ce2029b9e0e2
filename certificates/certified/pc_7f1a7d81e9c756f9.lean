import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 7f1a7d81e9c756f90109613177549910e5cd4dcd3c74af7dc1f7487ee3469583
theorem pc_7f1a7d81e9c756f9 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
