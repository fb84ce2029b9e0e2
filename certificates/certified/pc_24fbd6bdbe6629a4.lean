import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 24fbd6bdbe6629a431f521346f610844939afd9a491971bf8dfa46a84e4ee377
theorem pc_24fbd6bdbe6629a4 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
