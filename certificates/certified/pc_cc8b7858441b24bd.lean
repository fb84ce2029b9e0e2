import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: cc8b7858441b24bd24c72f440e3246061aaa708de19239521c2a432747a00ae4
theorem pc_cc8b7858441b24bd : (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) ↔ (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) :=
  by paracert_iff_rfl
