import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "definitional_unpack" · pair: dcf545a7af1dd7c47765b77404ac3293b183d9fe1eda41ad2dc96cd5617b8caa
theorem pc_dcf545a7af1dd7c4 : (∀ (n : Int) (p : Nat), Nat.Prime p → (↑p ∣ n ↔ n ^ 2 % p = 0)) ↔ (∀ (n : Int) (p : Nat), Nat.Prime p → ((∃ (c : Int), n = ↑p * c) ↔ n ^ 2 % p = 0)) :=
  by paracert_unpack
