import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 7a347498914b2efa559905edd23fd3c97c6ec4033fe5cd3b890d306306e05227
theorem pc_7a347498914b2efa_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (n : Nat), pcLit0 * n % pcLit1 = 2 → n % pcLit1 = pcLit2) ↔ (∀ (n : Nat), 2 = pcLit0 * n % pcLit1 → n % pcLit1 = pcLit2) :=
  by paracert_rules
theorem pc_7a347498914b2efa : (∀ (n : Nat), 3 * n % 11 = 2 → n % 11 = 8) ↔ (∀ (n : Nat), 2 = 3 * n % 11 → n % 11 = 8) :=
  by with_reducible exact pc_7a347498914b2efa_schema (3) (11) (8)
