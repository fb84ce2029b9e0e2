import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "notation_switch" · pair: d71ffd1fadcfc63435170fffae5fadd8fa4e345d3c8d85c639f61e1897345fc8
theorem pc_d71ffd1fadcfc634 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (k m n : Nat), (∃ (k1 : Nat), k * k1 = m) → k ∣ n → k ∣ m + n) :=
  by paracert_unpack
