import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 2eefd3293c42eeb4b4b1627e595abf8ff188fb94dfe605e5cb2fac70d547277e
theorem pc_2eefd3293c42eeb4 : (∀ b : Nat, 0 % b = 0) ↔ (∀ b : Nat, 0 % b = 0) :=
  by paracert_iff_rfl
