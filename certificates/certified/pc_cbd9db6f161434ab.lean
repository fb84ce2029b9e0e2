import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "comparison_order" · pair: cbd9db6f161434ab60882050927a65a0de89f797244ac3cbde7d8e94716806ce
theorem pc_cbd9db6f161434ab : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (a b c : Nat), a < b → c ≥ b → a < c) :=
  by paracert_iff_rfl
