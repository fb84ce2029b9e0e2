import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "exists_forall_duality" · pair: c3233aa4727cb8121fa707f18c76d03172475908735d7b3f00ff4ebf4712b279
theorem pc_c3233aa4727cb812_schema (pcLit0 : Int) (pcLit1 : Nat) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x y : Int), pcLit0 * x ^ pcLit1 - pcLit2 * y ^ pcLit1 ≠ pcLit3) ↔ (¬ (∃ (x y : Int), pcLit0 * x ^ pcLit1 - pcLit2 * y ^ pcLit1 = pcLit3)) :=
  by paracert_logic
theorem pc_c3233aa4727cb812 : (∀ (x y : Int), 4 * x ^ 3 - 7 * y ^ 3 ≠ 2003) ↔ (¬ (∃ (x y : Int), 4 * x ^ 3 - 7 * y ^ 3 = 2003)) :=
  by with_reducible exact pc_c3233aa4727cb812_schema (4) (3) (7) (2003)
