import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 2887e378a6df29e7f731f1d3f4a92973087391d64b481e5896cec4560dbca1d4
theorem pc_2887e378a6df29e7 : (¬ (∀ (a b : Int), (∃ (i j : Int), a = 2 * i ∧ b = 2 * j) ↔ ∃ (k : Int), a ^ 2 + b ^ 2 = 8 * k)) ↔ (¬ (∀ (a b : Int), (∃ (i j : Int), a = 2 * i ∧ b = 2 * j) ↔ 8 ∣ a ^ 2 + b ^ 2)) :=
  by paracert_iff_rfl
