import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: 6b1a059f315c8f8aa4444d61caa9c739c60a72ed7c465fd668bd28c98f0a1751
theorem pc_6b1a059f315c8f8a {R : Type} [Paracert.LinearOrderedField R] : (∀ (x : R), 2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) = 144 / 53 → x = 3 / 4) ↔ (∀ (x : R), ¬ (x = 3 / 4) → ¬ (2 + 1 / (1 + 1 / (2 + 2 / (3 + x))) = 144 / 53)) :=
  by paracert_logic
