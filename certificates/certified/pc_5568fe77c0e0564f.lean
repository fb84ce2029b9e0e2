import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: 5568fe77c0e0564f26df29330a952c46c5f0c2868c8ff83c54299914506882c7
theorem pc_5568fe77c0e0564f : (∀ n : Nat, n % n = 0) ↔ (∀ n : Nat, n % n = 0) :=
  by paracert_iff_rfl
