import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: 019aec33ebb0ca9d14c846e0a6a0f7df470c54ff1e3eeac8c3607651db80ff4f
theorem pc_019aec33ebb0ca9d : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, b > a → c ≥ b → c > a) :=
  by paracert_iff_rfl
