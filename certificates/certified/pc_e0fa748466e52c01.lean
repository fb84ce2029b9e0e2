import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e0fa748466e52c01e9956c7f3d658fb8d6d5c991ac44d4186842e2929667bc7b
theorem pc_e0fa748466e52c01 {R : Type} [Paracert.LinearOrderedField R] (sqrt : R → R) : (∀ {x : R}, 0 ≤ x → sqrt x * sqrt x = x) ↔ (∀ {ll : R}, 0 ≤ ll → sqrt ll * sqrt ll = ll) :=
  by paracert_iff_rfl
