import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: a85e6a79ba6c6f2794618f35de3bd86a9a9a075f0b93ee6e66403dbe6f8aed38
theorem pc_a85e6a79ba6c6f27 {M : Type} [Paracert.MulOneClass M] : (∀ (a : M), a * 1 = a) ↔ (∀ (ptddoe9 : M), ptddoe9 * 1 = ptddoe9) :=
  by paracert_iff_rfl
