import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: e8742b6222bd33f98aa2e805e0d15c6d4b29881fa6a17d1fe282a6b7ac874dab
theorem pc_e8742b6222bd33f9 : (∀ k m n : Nat, k ∣ m → k ∣ n → k ∣ m + n) ↔ (∀ (ll Il lI : Nat), ll ∣ Il → ll ∣ lI → ll ∣ Il + lI) :=
  by paracert_iff_rfl
