import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 9f931822b1a6bb9109ef1a9c497c2b455a3fc612095783f6a806bbdf0b8b964f
theorem pc_9f931822b1a6bb91 : (∀ n : Nat, n ∣ 0) ↔ (∀ n : Nat, ∃ k : Nat, 0 = n * k) :=
  by paracert_unpack
