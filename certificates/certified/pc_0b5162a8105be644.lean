import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: 0b5162a8105be6441a7b31b4678396205fc4717e373fe902ffabe71195949808
theorem pc_0b5162a8105be644 : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ (n : Nat), n = Nat.gcd n n) :=
  by paracert_rules
