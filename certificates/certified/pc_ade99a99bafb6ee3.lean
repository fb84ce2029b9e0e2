import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation" · pair: ade99a99bafb6ee33d0a096138f902749eafaa6f72179053919ffebf33049145
theorem pc_ade99a99bafb6ee3 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ a b c : Nat, a < b → b ≤ c → a < c) :=
  by paracert_iff_rfl
