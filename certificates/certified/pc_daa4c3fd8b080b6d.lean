import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: variation · pair: daa4c3fd8b080b6d852d9a7367da2ffeaa3a15b4beefbe08bb16bc8281474eda
theorem pc_daa4c3fd8b080b6d : (∀ n : Nat, Odd n ↔ n % 2 = 1) ↔ (∀ n : Nat, Odd n ↔ n % 2 = 1) :=
  by paracert_iff_rfl
