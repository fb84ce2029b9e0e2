import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: b70a7b4b6bc559bca2961b6b3af98facd23917062bc027725381a304c03cc447
theorem pc_b70a7b4b6bc559bc : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), r = 1342 % 13 → 0 < n → (∃ (k : Nat), 1342 * k = n) → n % 13 < r → 6710 ≤ n) :=
  by paracert_unpack
