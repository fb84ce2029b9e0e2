import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: c8137f57985f38d1012ac7eb301aa46ec183ef34fac8006ea97aad6513341a46
theorem pc_c8137f57985f38d1 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ n : Nat, 0 ∣ n ↔ n = 0) :=
  by paracert_iff_rfl
