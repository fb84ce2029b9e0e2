import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 82a743e997dbf652360ba2c04977a053121badfedb6a953a371db04e18fcb0c2
theorem pc_82a743e997dbf652 : (∀ n : Nat, 0 ∣ n ↔ n = 0) ↔ (∀ (ll : Nat), 0 ∣ ll ↔ ll = 0) :=
  by paracert_iff_rfl
