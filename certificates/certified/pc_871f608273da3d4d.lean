import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 871f608273da3d4d42055f6858ee2d4aa02d44de265a0cb8ad6d4019679cf5ab
theorem pc_871f608273da3d4d : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
