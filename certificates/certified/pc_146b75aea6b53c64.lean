import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "quantifier" · pair: 146b75aea6b53c645dbd5e987cca68aa0fc3e33edd2456784f705a58cc0d1fdc
theorem pc_146b75aea6b53c64 : (∀ a : Int, a + (-a) = 0) ↔ (∀ a : Int, a + (-a) = 0) :=
  by paracert_iff_rfl
