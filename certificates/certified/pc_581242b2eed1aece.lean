import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: notation · pair: 581242b2eed1aece0c61086522b3c044d5c8258384addeeb77655719bb0fca35
theorem pc_581242b2eed1aece : (∀ n : Nat, n ∣ n) ↔ (∀ n : Nat, n ∣ n) :=
  by paracert_iff_rfl
