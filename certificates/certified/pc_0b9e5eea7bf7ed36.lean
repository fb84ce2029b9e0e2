import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 0b9e5eea7bf7ed36d78d514a76d947ac27e3f96082d7c4f11eae25f70c1859dc
theorem pc_0b9e5eea7bf7ed36 : (∀ n : Nat, 0 ≤ n) ↔ (∀ n : Nat, 0 ≤ n) :=
  by paracert_iff_rfl
