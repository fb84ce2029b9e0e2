import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 3ed57af1b5fa42b86ac1e12558a781b5b695c2ea8e8164dd8fe7da0dd48df26c
theorem pc_3ed57af1b5fa42b8 : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
