import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 0e5496e6fb38d1301504a3630a92c7ab62aef6e426dea333c4f6a9dde98b4138
theorem pc_0e5496e6fb38d130 {G : Type} [Paracert.LeftCancelMonoid G] : (∀ {a b c : G}, a * b = a * c → b = c) ↔ (∀ {b a c : G}, a * b = a * c → b = c) :=
  by paracert_structural
