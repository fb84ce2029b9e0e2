import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "contrapositive" · pair: e9d2f9e3aa6f13da8db4080545c4279e01cb2a25db86e9c6a7427fc74f5e9855
theorem pc_e9d2f9e3aa6f13da : (∀ p : Nat, Nat.Prime p → 1 < p) ↔ (∀ (p : Nat), ¬ (1 < p) → ¬ Nat.Prime p) :=
  by paracert_logic
