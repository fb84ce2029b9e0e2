import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: e56e6c01b9b7e85c7081a7ece8f4c8237c891fc798455ce34c9a478487ceed44
theorem pc_e56e6c01b9b7e85c : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b → b ≤ c → a < c) :=
  by paracert_iff_rfl
