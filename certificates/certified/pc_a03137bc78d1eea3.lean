import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: a03137bc78d1eea342f246d796e2b73a190ca4f299807bb432f374f65c4e7f72
theorem pc_a03137bc78d1eea3 : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
