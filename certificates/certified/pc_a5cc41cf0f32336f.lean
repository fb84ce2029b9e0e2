import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: unpack · pair: a5cc41cf0f32336f09099e530745ba0b7ae917fb8d560813faa1f7c546edb172
theorem pc_a5cc41cf0f32336f : (∀ m n : Nat, m ∣ n → n ∣ m → m = n) ↔ (∀ m n : Nat, m ∣ n → n ∣ m → m = n) :=
  by paracert_iff_rfl
