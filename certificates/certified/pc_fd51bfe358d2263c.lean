import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "variation" · pair: fd51bfe358d2263c6aad61bb9715d7ab19f56046a2845d3001d80d9b53ee0a96
theorem pc_fd51bfe358d2263c : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ a b : Nat, a < b → a ≤ b) :=
  by paracert_iff_rfl
