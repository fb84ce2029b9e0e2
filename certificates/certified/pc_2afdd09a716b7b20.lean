import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 2afdd09a716b7b202847ac112b05d0afe6f5834c4da53e369f34addb6c3e1c29
theorem pc_2afdd09a716b7b20 {G : Type} [Paracert.Group G] : (∀ {a b c : G}, a * b = a * c ↔ b = c) ↔ (∀ {a b c : G}, a * b = a * c ↔ c = b) :=
  by paracert_rules
