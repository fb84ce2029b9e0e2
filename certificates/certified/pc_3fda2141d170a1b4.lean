import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 3fda2141d170a1b4669273ce7e30b537f767e8417a0a32dbad69c06dcd3d485b
theorem pc_3fda2141d170a1b4 : (∀ (n : Nat), n ≤ 9 → 11 ∣ 20 * 100 + 10 * n + 7 → n = 5) ↔ (∀ (n : Nat), n ≤ 9 → (∃ (k : Nat), 11 * k = 20 * 100 + 10 * n + 7) → n = 5) :=
  by paracert_unpack
