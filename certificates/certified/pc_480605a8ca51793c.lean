import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 480605a8ca51793c126c01abb8249fd30434dc08910c7825ee7734f09f4ae4a2
theorem pc_480605a8ca51793c {R : Type} [Paracert.LinearOrderedField R] : (∀ (a b c : R), 3 * a + b + c = -3 → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) ↔ (∀ (a b c : R), -3 = 3 * a + b + c → a + 3 * b + c = 9 → a + b + 3 * c = 19 → a * b * c = -56) :=
  by paracert_rules
