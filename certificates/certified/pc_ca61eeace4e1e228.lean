import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: ca61eeace4e1e2285d680d71846167c6f82280c2ea80de94ea33f0e3da93c11a
theorem pc_ca61eeace4e1e228 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ m n : Nat, m ∣ Nat.lcm m n) :=
  by paracert_iff_rfl
