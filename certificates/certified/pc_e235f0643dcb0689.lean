import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: e235f0643dcb068967723ae9b9f390d2cb9cdd3bdded24e34ee9fe490ec2e004
theorem pc_e235f0643dcb0689_schema (pcLit0 : Int) (pcLit1 : Int) (pcLit2 : Int) (pcLit3 : Int) : (∀ (x : Int), x < 0 → pcLit0 * x % pcLit1 = pcLit2 → x ≤ -pcLit3) ↔ (∀ (x : Int), pcLit0 * x % pcLit1 = pcLit2 → x < 0 → x ≤ -pcLit3) :=
  by paracert_structural
theorem pc_e235f0643dcb0689 : (∀ (x : Int), x < 0 → 24 * x % 1199 = 15 → x ≤ -449) ↔ (∀ (x : Int), 24 * x % 1199 = 15 → x < 0 → x ≤ -449) :=
  by with_reducible exact pc_e235f0643dcb0689_schema (24) (1199) (15) (449)
