import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "equivalent" · pair: a4a369a069f9a1ea21a5a09f287abdc6a6e8f14581e0eeaa012ff7dd1a3606d7
theorem pc_a4a369a069f9a1ea : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
