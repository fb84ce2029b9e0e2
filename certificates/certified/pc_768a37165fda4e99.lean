import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: 768a37165fda4e994771c7e1eb0882d70b249ccf1e5e0371e1e6ff5fcb05bcfd
theorem pc_768a37165fda4e99 : (∀ a b : Int, a % b + b * (a / b) = a) ↔ (∀ a b : Int, a % b + b * (a / b) = a) :=
  by paracert_iff_rfl
