import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 42dd572b00f78eac4cbfc2cc4d6637b8a85d904638419f62662a1db422eedd56
theorem pc_42dd572b00f78eac : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
