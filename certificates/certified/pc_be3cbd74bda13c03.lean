import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: be3cbd74bda13c034cee8a6c0ded0f717f659109292020a156511d926334cbaa
theorem pc_be3cbd74bda13c03 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), a - a = 0) ↔ (∀ (a : G), 0 = a - a) :=
  by paracert_rules
