import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 68139259756662d3e7e00fffe476e48d90298bd8f1e949e2f572b4b81e1fcb74
theorem pc_68139259756662d3 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {zero : R}, 0 ≤ zero → sqrt zero * sqrt zero = zero) :=
  by paracert_iff_rfl
