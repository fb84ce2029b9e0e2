import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: quantifier · pair: f3c181058a7a290a8c80710e9310e92f1b33088e96ff21544a7b6ff32d37b66e
theorem pc_f3c181058a7a290a : (∀ n : Nat, Nat.gcd n n = n) ↔ (∀ n : Nat, Nat.gcd n n = n) :=
  by paracert_iff_rfl
