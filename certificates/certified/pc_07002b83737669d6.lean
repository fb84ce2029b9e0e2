import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 07002b83737669d6d2c52eb1ad65e6ad0025fdfa913817a154e7829cd3121893
theorem pc_07002b83737669d6 {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {c b a : G}, a * b = a * c → b = c) :=
  by paracert_structural
