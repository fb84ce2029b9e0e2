import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 15f815e4748da04ebd0da011667a09c595e27f1a086710d78f221ecb359fa18e
theorem pc_15f815e4748da04e_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) : (∀ (x : Int), x = pcLit0 → (pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) ↔ (∀ (x : Int), pcLit0 = x → (pcLit1 * x - 2) * (pcLit0 * x + 1) - (pcLit1 * x - 2) * (pcLit0 * x) + 1 = pcLit2) :=
  by paracert_rules
theorem pc_15f815e4748da04e : (∀ (x : Int), x = 4 → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) ↔ (∀ (x : Int), 4 = x → (3 * x - 2) * (4 * x + 1) - (3 * x - 2) * (4 * x) + 1 = 11) :=
  by with_reducible exact pc_15f815e4748da04e_schema (4) (3) (11)
