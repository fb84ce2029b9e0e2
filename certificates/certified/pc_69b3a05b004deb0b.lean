import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: 69b3a05b004deb0b621cf550cc98f1a4b5813ce7b0dab3ad73abc59fcc92109c
theorem pc_69b3a05b004deb0b : (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) ↔ (∀ a b c : Nat, a ∣ b → a ∣ c → b = c) :=
  by paracert_iff_rfl
