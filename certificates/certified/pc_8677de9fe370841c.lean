import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 8677de9fe370841c42e998d4a334e68ecbc450df5608396307e49ea5180b26eb
theorem pc_8677de9fe370841c {G : Type} [Paracert.NegZeroClass G] : (-(0 : G) = 0) ↔ (0 = -(0 : G)) :=
  by paracert_rules
