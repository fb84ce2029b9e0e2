import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation_switch · pair: d722d341cd7983ace31f06af686bd0874bf522a2a030d86aab570fe39b5b8608
theorem pc_d722d341cd7983ac : (∀ (n : Nat), 11 ∣ 10 ^ n - (-1 : Int) ^ n) ↔ (∀ (n : Nat), ∃ (k : Int), 11 * k = 10 ^ n - (-1 : Int) ^ n) :=
  by paracert_unpack
