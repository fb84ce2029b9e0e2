import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f34cdf506de3e8bd61685b23011b98e0ae42133941611d198d48a32075ec3590
theorem pc_f34cdf506de3e8bd {α : Type} [Paracert.LinearOrderedAddCommGroup α] (abs : α → α) : (∀ {a b : α}, abs a ≤ b ↔ -b ≤ a ∧ a ≤ b) ↔ (∀ {laxbkk3 jhhqfq7 : α}, abs laxbkk3 ≤ jhhqfq7 ↔ -jhhqfq7 ≤ laxbkk3 ∧ laxbkk3 ≤ jhhqfq7) :=
  by paracert_iff_rfl
