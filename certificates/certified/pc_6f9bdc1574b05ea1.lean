import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 6f9bdc1574b05ea16215eb1ba6e922fdb001c1ede592660bbfb2c46f29452a27
theorem pc_6f9bdc1574b05ea1 : (∀ a b c : Nat, a < b → b ≤ c → a < c) ↔ (∀ (count size amount : Nat), count < size → size ≤ amount → count < amount) :=
  by paracert_iff_rfl
