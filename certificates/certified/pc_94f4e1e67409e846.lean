import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 94f4e1e67409e8464eafd914f80f49acff084e4cadbbd71e9cb0485d585e4d11
theorem pc_94f4e1e67409e846 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
