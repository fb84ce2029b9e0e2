import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: c114a7a54eae98053ba9072599331c766b19d195fd629da981a30e09614dac1c
theorem pc_c114a7a54eae9805 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
