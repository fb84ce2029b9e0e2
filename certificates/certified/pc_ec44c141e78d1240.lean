import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: ec44c141e78d1240976c5323680b108bc8610dd1342e165c5cc672b7de9ae801
theorem pc_ec44c141e78d1240 : (∀ m n : Nat, m < n + 1 ↔ m ≤ n) ↔ (∀ (count size : Nat), count < size + 1 ↔ count ≤ size) :=
  by paracert_iff_rfl
