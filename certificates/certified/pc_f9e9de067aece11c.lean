import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: f9e9de067aece11c5f1c423f2a30c39c4171af631dbcd853b5a2476c3ce3d02f
theorem pc_f9e9de067aece11c : (∀ n : Nat, n % n = 0) ↔ (∀ (modulus : Nat), modulus % modulus = 0) :=
  by paracert_iff_rfl
