import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "double_negation" · pair: 8919529c3012e2c0db1b601e5bdc7810490a9f250edee44c9f7c91957a8a18c3
theorem pc_8919529c3012e2c0 {G : Type} [Paracert.Group G] : (Inv.inv (1 : G) = 1) ↔ (¬ ¬ (Inv.inv (1 : G) = 1)) :=
  by paracert_rules
