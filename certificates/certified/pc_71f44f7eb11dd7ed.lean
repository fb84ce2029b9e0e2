import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: 71f44f7eb11dd7ed3340f5e275733933dc853c51986136a4d4e90e3657f00f8b
theorem pc_71f44f7eb11dd7ed : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, n ∣ 0) :=
  by paracert_iff_rfl
