import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 005a14437f784f903d11143a7956496d1ee6d5081376b5ca38e6304903b56869
theorem pc_005a14437f784f90 {G : Type} [Paracert.NegZeroClass G] : (-(0 : G) = 0) ↔ (¬ ¬ (-(0 : G) = 0)) :=
  by paracert_rules
