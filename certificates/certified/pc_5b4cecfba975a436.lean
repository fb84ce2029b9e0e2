import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "hypothesis_reorder" · pair: 5b4cecfba975a4363eea11b2ad02b3bc50b9348fd50d3dbc2b3ae157ac6f9d16
theorem pc_5b4cecfba975a436 : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ (m n : Nat), n ∣ m → m ∣ n → m = n) :=
  by paracert_structural
