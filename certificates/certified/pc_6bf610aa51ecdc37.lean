import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 6bf610aa51ecdc3771108fdfd1604ce39cdfadbbc85920fe058252a446789abf
theorem pc_6bf610aa51ecdc37 {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {a b c : G}, a * c = a * b → b = c) :=
  by paracert_rules
