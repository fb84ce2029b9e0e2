import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "passive" · pair: a60ef81b84337f5a42f4311ba26748fc5fbb64a1770c09001b56b785ad412c3b
theorem pc_a60ef81b84337f5a : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, a = -(-a)) :=
  by paracert_rules
