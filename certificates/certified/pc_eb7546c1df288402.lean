import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: eb7546c1df288402979a698841ae0a0ed6ed995bb52e3419e1fd87e241447e7f
theorem pc_eb7546c1df288402 : (∀ b : Nat, 0 % b = 0) ↔ (∀ (modulus : Nat), 0 % modulus = 0) :=
  by paracert_iff_rfl
