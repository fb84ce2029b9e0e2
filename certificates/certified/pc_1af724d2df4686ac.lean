import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 1af724d2df4686ac98f3f0e512b59bc3de67a0b7cf7530ddda9fb47bdfdaa8b8
theorem pc_1af724d2df4686ac : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by paracert_iff_rfl
