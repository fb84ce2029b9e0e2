import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "syntactic" · pair: 047df13a8d8fa6b72483e1748868e3942b16779aeb00dfbd9798ef8b95e8186c
theorem pc_047df13a8d8fa6b7 : (∀ n : Nat, Nat.gcd n 0 = n) ↔ (∀ n : Nat, Nat.gcd n 0 = n) :=
  by paracert_iff_rfl
