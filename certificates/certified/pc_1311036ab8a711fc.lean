import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1311036ab8a711fc4a57eea47de2c17012c1c8f9a084d6c4a60404893ae9326e
theorem pc_1311036ab8a711fc {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt (x ^ 2) = x) ↔ (∀ {base_value : R}, 0 ≤ base_value → sqrt (base_value ^ 2) = base_value) :=
  by paracert_iff_rfl
