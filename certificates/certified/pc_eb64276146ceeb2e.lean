import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: eb64276146ceeb2e008eac244256e2b77c1dc1562b396bfed540cbd86169d942
theorem pc_eb64276146ceeb2e_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ a : Int, a * (-pcLit0) = -a) :=
  by paracert_iff_rfl
theorem pc_eb64276146ceeb2e : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by with_reducible exact pc_eb64276146ceeb2e_schema (1)
