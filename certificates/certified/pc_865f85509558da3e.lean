import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 865f85509558da3e94cd097e53d30ec6f16c24a22310b951d1e174cb45789b50
theorem pc_865f85509558da3e {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {integer_value : R}, 0 ≤ integer_value → sqrt integer_value * sqrt integer_value = integer_value) :=
  by paracert_iff_rfl
