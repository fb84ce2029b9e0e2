import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: d2a04c94b1b27162c8ea4cd53dc36566198e94719854bd782128a01707a6c576
theorem pc_d2a04c94b1b27162 : (∀ n : Nat, 0 < n + 1) ↔ (∀ n : Nat, 0 < n + 1) :=
  by paracert_iff_rfl
