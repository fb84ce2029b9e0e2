import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: d9621b7ee5bed7c06ff27c9323bf6545511ea2e0172e1b482f1d25c685dee047
theorem pc_d9621b7ee5bed7c0 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
