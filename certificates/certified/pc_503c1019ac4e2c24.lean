import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 503c1019ac4e2c24d246e7416a8232e23abe005fef196149c05627d9be9f43fa
theorem pc_503c1019ac4e2c24 : (∀ n : Nat, Even n ↔ n % 2 = 0) ↔ (∀ n : Nat, Even n ↔ n % 2 = 0) :=
  by paracert_iff_rfl
