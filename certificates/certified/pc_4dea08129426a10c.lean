import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: 4dea08129426a10cb79524ac842265222f6b993609ce624d6246d416c912dbbe
theorem pc_4dea08129426a10c : (∀ (n : Nat), 12 ∣ 4 ^ (n + 1) + 20) ↔ (∀ (n : Nat), ∃ (k : Nat), 12 * k = 4 ^ (n + 1) + 20) :=
  by paracert_unpack
