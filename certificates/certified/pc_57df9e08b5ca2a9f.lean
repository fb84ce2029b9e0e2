import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 57df9e08b5ca2a9f6baf182bc23e0b8fc1ad9e4470734fb24b443ee272986200
theorem pc_57df9e08b5ca2a9f {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a b c : G}, a * b = a * c → c = b) :=
  by paracert_rules
