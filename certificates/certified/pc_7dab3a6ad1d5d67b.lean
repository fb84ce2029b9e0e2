import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "order" · pair: 7dab3a6ad1d5d67bd97438fc7f77627100fa824845cdfab73815e389175278a5
theorem pc_7dab3a6ad1d5d67b : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, b > a → c ≥ b → c > a) :=
  by paracert_iff_rfl
