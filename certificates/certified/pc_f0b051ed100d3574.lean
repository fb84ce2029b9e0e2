import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f0b051ed100d357471d5ee0845e53f36a00dbe9220ab99f71dd29749abbe7426
theorem pc_f0b051ed100d3574 : (∀ a b : Nat, a < b → a ≤ b) ↔ (∀ (count size : Nat), count < size → count ≤ size) :=
  by paracert_iff_rfl
