import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: be9c0431de038681323aff8fe964584dc8af09066f6c5616ed21631ddc98eac4
theorem pc_be9c0431de038681_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ a : Int, a * (-pcLit0) = -a) :=
  by paracert_iff_rfl
theorem pc_be9c0431de038681 : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by with_reducible exact pc_be9c0431de038681_schema (1)
