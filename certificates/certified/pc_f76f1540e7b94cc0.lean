import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "variation" · pair: f76f1540e7b94cc08b7a758811b28c974df2ac89db8934aaaaf55a3fc057c719
theorem pc_f76f1540e7b94cc0 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ m n : Nat, m < n + 1 ↔ m ≤ n) :=
  by paracert_iff_rfl
