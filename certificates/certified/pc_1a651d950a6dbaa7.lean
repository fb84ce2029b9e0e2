import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1a651d950a6dbaa763e38f18101d48ebe4306a970fcc3da37da82f04a3ff151d
theorem pc_1a651d950a6dbaa7 : (∀ n : Nat, n ∣ n) ↔ (∀ (ll : Nat), ll ∣ ll) :=
  by paracert_iff_rfl
