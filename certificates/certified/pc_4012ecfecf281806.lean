import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 4012ecfecf281806024e71ff71293d7f4460d74bbc1e73b9e3b2d103b103ee8b
theorem pc_4012ecfecf281806 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
