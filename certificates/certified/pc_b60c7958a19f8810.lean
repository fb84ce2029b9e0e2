import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: b60c7958a19f8810edcfe5cb2762be1d975b332afe9098ebabb16df29303e291
theorem pc_b60c7958a19f8810_schema (pcLit0 : Nat) (pcLit1 : Nat) (pcLit2 : Nat) : (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → pcLit0 ∣ n → n % pcLit1 < r → pcLit2 ≤ n) ↔ (∀ (r n : Nat), r = pcLit0 % pcLit1 → 0 < n → (∃ (c : Nat), n = pcLit0 * c) → n % pcLit1 < r → pcLit2 ≤ n) :=
  by paracert_unpack
theorem pc_b60c7958a19f8810 : (∀ (r n : Nat), r = 1342 % 13 → 0 < n → 1342 ∣ n → n % 13 < r → 6710 ≤ n) ↔ (∀ (r n : Nat), r = 1342 % 13 → 0 < n → (∃ (c : Nat), n = 1342 * c) → n % 13 < r → 6710 ≤ n) :=
  by with_reducible exact pc_b60c7958a19f8810_schema (1342) (13) (6710)
