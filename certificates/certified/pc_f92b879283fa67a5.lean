import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f92b879283fa67a5a81b2339db4142268373cd48f3404c9ec2ba6706b5f6e28c
theorem pc_f92b879283fa67a5 : (∀ m n : Nat, m ∣ Nat.lcm m n) ↔ (∀ (divisor count : Nat), divisor ∣ Nat.lcm divisor count) :=
  by paracert_iff_rfl
