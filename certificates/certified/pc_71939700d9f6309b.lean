import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 71939700d9f6309b154225931fdf5c8b28bc8b1e1fe5c0b6193accf950ad6739
theorem pc_71939700d9f6309b : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, b > a → b ≥ a) :=
  by paracert_iff_rfl
