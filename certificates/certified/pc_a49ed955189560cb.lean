import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equality_symmetry" · pair: a49ed955189560cb9f39ca791c43dc98b4e66e0052b95b5e7f37f8e0a91d7c95
theorem pc_a49ed955189560cb : (∀ p : Nat, Nat.Prime p → ∀ a : Nat, a ∣ p → a = 1 ∨ a = p) ↔ (∀ (p : Nat), Nat.Prime p → ∀ (a : Nat), a ∣ p → 1 = a ∨ a = p) :=
  by paracert_rules
