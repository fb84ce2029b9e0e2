import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: c3a2dd1f9796a1076b934ce14889d41f9aa099b81f9bf0137dac4e3ab107563a
theorem pc_c3a2dd1f9796a107 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, -(-a) = a) :=
  by paracert_iff_rfl
