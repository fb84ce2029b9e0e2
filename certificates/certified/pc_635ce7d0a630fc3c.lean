import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 635ce7d0a630fc3c9488e4f46927300267932f86f07fb9840a34ca601d2e8d2a
theorem pc_635ce7d0a630fc3c : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
